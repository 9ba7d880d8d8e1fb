import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  waitFor,
  waitForValue,
  within,
} from "../../../test/browser/helpers"
import { jsonTree } from "./json-tree.page"

const TOP_KEYS = [
  "station",
  "code",
  "online",
  "elevationM",
  "lastServiced",
  "retiredAt",
  "updatedAt",
  "location",
  "current",
  "hourlyTempC",
  "rainMmPer10Min",
  "sensors",
  "tags",
  "alerts",
  "[[cacheKey]]",
]
/** The keys that hold objects, arrays, a Map or a Set: the value's branches. */
const TOP_BRANCHES = [
  "location",
  "current",
  "hourlyTempC",
  "rainMmPer10Min",
  "sensors",
  "tags",
  "alerts",
]

describe("<demo-json-tree>", () => {
  afterEach(cleanup)

  it("shows the value open one level, each key with its value and type", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    expect(json.label().textContent).to.equal("Station report")
    expect(json.tree().getAttribute("aria-labelledby")).to.equal(json.label().id)
    expect(json.descriptionOf(json.value())).to.equal("Object, expandable with 15 properties")
    expect(json.isOpen(json.value())).to.equal(true)
    expect(json.keysOf(json.value())).to.deep.equal(TOP_KEYS)

    // Each value reads as its type: text in quotes, numbers, booleans, null, a date…
    const expected: [string, string, string][] = [
      ["station", 'station: "Lisbon Airport"', "string"],
      ["elevationM", "elevationM: 114", "number"],
      ["online", "online: true", "boolean"],
      ["lastServiced", "lastServiced: null", "null"],
      ["retiredAt", "retiredAt: undefined", "undefined"],
      ["updatedAt", "updatedAt: 2024-06-01T12:00:00.000Z", "date"],
      ["location", 'location: { lat: 38.7742, lon: -9.1342, country: "PT" }', "object"],
      ["hourlyTempC", "hourlyTempC: (24) [ 16.9, 16.4, 16, … ]", "array"],
      [
        "sensors",
        'sensors: Map(4) { "thermometer" => "ok", "anemometer" => "ok", "hygrometer" => "ok", … }',
        "map",
      ],
      ["tags", 'tags: Set(3) { "coastal", "airport", "synoptic" }', "set"],
    ]
    for (const [key, line, type] of expected) {
      expect(json.line(json.node(key)), key).to.equal(line)
      expect(json.typeOf(json.node(key)), key).to.equal(type)
    }
    // …in colours of their own: text, numbers and the empty values differ at a glance.
    const colours = ["station", "elevationM", "lastServiced"].map((key) =>
      json.colourOf(json.node(key)),
    )
    expect(new Set(colours).size).to.equal(3)

    // The branches below the first level start closed, their keys hidden.
    for (const key of TOP_BRANCHES) expect(json.isOpen(json.node(key)), key).to.equal(false)
    expect(json.isShown(json.node("location", "lat"))).to.equal(false)
    // Each is described by its type; the non-enumerable property says so.
    expect(json.descriptionOf(json.node("code"))).to.equal('code: "LPPT"')
    expect(json.descriptionOf(json.node("location"))).to.equal(
      "location: Object, expandable with 3 properties",
    )
    expect(json.descriptionOf(json.node("[[cacheKey]]"))).to.equal(
      '[[cacheKey]]: non-enumerable "lppt:2024-06-01T12", read-only, non-configurable',
    )
  })

  it("opens and closes a branch with clicks", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await click(json.control("current"))
    expect(json.isOpen(json.node("current"))).to.equal(true)
    expect(json.keysOf(json.node("current"))).to.deep.equal([
      "tempC",
      "humidity",
      "raining",
      "wind",
    ])
    expect(json.isShown(json.node("current", "tempC"))).to.equal(true)
    expect(json.line(json.node("current", "raining"))).to.equal("raining: false")

    await click(json.control("current", "wind"))
    expect(json.line(json.node("current", "wind", "direction"))).to.equal('direction: "NW"')
    expect(json.isShown(json.node("current", "wind", "direction"))).to.equal(true)

    await click(json.control("current"))
    expect(json.isOpen(json.node("current"))).to.equal(false)
    expect(json.isShown(json.node("current", "wind", "direction"))).to.equal(false)
    // Closing a branch keeps what was open inside it.
    expect(json.isOpen(json.node("current", "wind"))).to.equal(true)

    // The value itself closes too, down to its one-line preview.
    await click(json.control())
    expect(json.isOpen(json.value())).to.equal(false)
    expect(json.isShown(json.node("station"))).to.equal(false)
  })

  it("shows a Map's entries and a Set's values, and an array in groups", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await click(json.control("sensors"))
    expect(json.keysOf(json.node("sensors"))).to.deep.equal(["[[Entries]]", "size"])
    await click(json.control("sensors", "[[Entries]]"))
    await click(json.control("sensors", "[[Entries]]", "3"))
    expect(json.line(json.node("sensors", "[[Entries]]", "3", "key"))).to.equal('key: "rain gauge"')
    expect(json.line(json.node("sensors", "[[Entries]]", "3", "value"))).to.equal(
      'value: "calibrating"',
    )
    expect(json.line(json.node("sensors", "size"))).to.equal("size: 4")

    // More than 100 items: in runs of 100, each opened on its own.
    await click(json.control("rainMmPer10Min"))
    expect(json.keysOf(json.node("rainMmPer10Min"))).to.deep.equal([
      "[0…99]",
      "[100…143]",
      "length",
    ])
    await click(json.control("rainMmPer10Min", "[0…99]"))
    expect(json.line(json.node("rainMmPer10Min", "[0…99]", "95"))).to.equal("95: 1.2")
    expect(json.line(json.node("rainMmPer10Min", "length"))).to.equal("length: 144")
    expect(json.isShown(json.node("rainMmPer10Min", "[100…143]", "143"))).to.equal(false)
  })

  it("moves with up and down, jumps with Home and End, and toggles with Enter and Space", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await json.focus(json.value())
    await press("ArrowDown")
    expect(json.focused()).to.equal('station: "Lisbon Airport"')
    await press("ArrowDown")
    expect(json.focused()).to.equal('code: "LPPT"')
    await press("ArrowUp")
    expect(json.focused()).to.equal('station: "Lisbon Airport"')
    await press("End")
    expect(json.focused()).to.equal('[[cacheKey]]: "lppt:2024-06-01T12"')
    await press("Home")
    expect(json.focused()).to.equal(json.line(json.value()))

    await json.focus(json.node("location"))
    await press("Enter")
    expect(json.isOpen(json.node("location"))).to.equal(true)
    await press("ArrowDown")
    expect(json.focused()).to.equal("lat: 38.7742")
    await press("ArrowUp")
    await press(" ")
    expect(json.isOpen(json.node("location"))).to.equal(false)
    // A closed branch's keys are skipped.
    await press("ArrowDown")
    expect(json.focused()).to.equal(json.line(json.node("current")))
  })

  it("opens with the right arrow, then enters; closes with the left arrow, or goes up", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await json.focus(json.node("current"))
    await press("ArrowRight")
    expect(json.isOpen(json.node("current"))).to.equal(true)
    await press("ArrowRight")
    expect(json.focused()).to.equal("tempC: 21.4")
    await press("ArrowDown")
    await press("ArrowDown")
    await press("ArrowDown")
    expect(json.focused()).to.equal(json.line(json.node("current", "wind")))
    await press("ArrowRight")
    await press("ArrowRight")
    expect(json.focused()).to.equal("speedKmh: 14")
    // Left on a leaf goes to the branch holding it; left on an open branch closes it.
    await press("ArrowLeft")
    expect(json.focused()).to.equal(json.line(json.node("current", "wind")))
    await press("ArrowLeft")
    expect(json.isOpen(json.node("current", "wind"))).to.equal(false)
    await press("ArrowLeft")
    expect(json.focused()).to.equal(json.line(json.node("current")))
    await press("ArrowLeft")
    expect(json.isOpen(json.node("current"))).to.equal(false)
  })

  it("opens every branch beside the focused key with the star key", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await json.focus(json.node("code"))
    await press("*")
    for (const key of TOP_BRANCHES) expect(json.isOpen(json.node(key)), key).to.equal(true)
    // Only that level: the branches inside them stay closed.
    expect(json.isOpen(json.node("current", "wind"))).to.equal(false)
    expect(json.focused()).to.equal('code: "LPPT"')
  })

  it("jumps to a key by its first letters", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await json.focus(json.value())
    await press("h")
    expect(json.focused()).to.equal(json.line(json.node("hourlyTempC")))
  })

  it("opens and closes everything with the buttons", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await click(json.button("Expand all"))
    expect(json.isOpen(json.node("current", "wind"))).to.equal(true)
    expect(json.isShown(json.node("sensors", "[[Entries]]", "0", "key"))).to.equal(true)
    await click(json.button("Collapse all"))
    expect(json.openNodes()).to.deep.equal([])
    expect(json.isShown(json.node("station"))).to.equal(false)
  })

  it("opens to the depth it is given, then reopens to a new one", async () => {
    const { root, element } = await mountDemo("json-tree", { "expanded-depth": "0" })
    const json = jsonTree(root)
    expect(json.openNodes()).to.deep.equal([])
    element.setAttribute("expanded-depth", "2")
    await waitFor(() => json.isOpen(json.node("current")), "the second level open")
    expect(json.isOpen(json.value())).to.equal(true)
    for (const key of TOP_BRANCHES) expect(json.isOpen(json.node(key)), key).to.equal(true)
    expect(json.isOpen(json.node("current", "wind"))).to.equal(false)
    expect(json.isShown(json.node("current", "wind"))).to.equal(true)
  })

  it("lists as many entries in a preview as asked", async () => {
    const { root, element } = await mountDemo("json-tree", { "max-preview-items": "5" })
    const json = jsonTree(root)
    expect(json.line(json.node("hourlyTempC"))).to.equal(
      "hourlyTempC: (24) [ 16.9, 16.4, 16, 15.8, 15.7, … ]",
    )
    expect(json.line(json.node("sensors"))).to.equal(
      'sensors: Map(4) { "thermometer" => "ok", "anemometer" => "ok", "hygrometer" => "ok", "rain gauge" => "calibrating" }',
    )
    element.setAttribute("max-preview-items", "1")
    await waitForValue(() => json.line(json.node("tags")), 'tags: Set(3) { "coastal", … }', "tags")
  })

  it("groups arrays longer than the given length", async () => {
    const { root } = await mountDemo("json-tree", { "group-arrays-after-length": "12" })
    const json = jsonTree(root)
    expect(json.keysOf(json.node("hourlyTempC"))).to.deep.equal(["[0…11]", "[12…23]", "length"])
    expect(json.keysOf(json.node("rainMmPer10Min"))).to.have.length(13)
    expect(json.keysOf(json.node("rainMmPer10Min")).at(-2)).to.equal("[132…143]")
  })

  it("hides the non-enumerable property, and quotes keys, from the Controls", async () => {
    const { root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await openToolbarTab(root, "Controls")
    const nonEnumerable = getByLabelText(within(root), "Show non-enumerable") as HTMLInputElement
    const quotes = getByLabelText(within(root), "Quotes on keys") as HTMLInputElement
    expect([nonEnumerable.checked, quotes.checked]).to.deep.equal([true, false])

    await click(nonEnumerable)
    await waitFor(() => !json.keysOf(json.value()).includes("[[cacheKey]]"), "no [[cacheKey]]")
    expect(json.keysOf(json.value())).to.deep.equal(TOP_KEYS.slice(0, -1))

    await click(quotes)
    await waitForValue(
      () => json.line(json.node("station")),
      '"station": "Lisbon Airport"',
      "a quoted key",
    )
    // Indices and lengths are no keys of the data: they stay bare.
    await click(json.control("alerts"))
    expect(json.line(json.node("alerts", "length"))).to.equal("length: 0")
  })

  it("reads the arrows mirrored when dir is rtl", async () => {
    const { root } = await mountDemo("json-tree", { dir: "rtl" })
    const json = jsonTree(root)
    expect(json.tree().getAttribute("dir")).to.equal("rtl")
    await json.focus(json.node("location"))
    await press("ArrowLeft")
    expect(json.isOpen(json.node("location"))).to.equal(true)
    await press("ArrowRight")
    expect(json.isOpen(json.node("location"))).to.equal(false)
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("json-tree")
    const json = jsonTree(root)
    await click(json.button("Expand all"))
    await click(json.control("current"))
    await sendMouse({ type: "move", position: [0, 0] })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
