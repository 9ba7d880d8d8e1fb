import { expect } from "chai"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  pressBurst,
  pressWith,
  seriousViolations,
  sleep,
  type,
  waitFor,
  waitForValue,
} from "../../../test/browser/helpers"
import { focusBox, hotkeys, MOD } from "./hotkeys.page"

const ALL = [
  "Search",
  "Show help",
  "Go home",
  "Go to issues",
  "Run code",
  "Save",
  "Run command",
  "Stop command",
]

/** The Visualizer's text for the hotkey store (the scope switch is the other machine). */
const storeText = (root: ShadowRoot) =>
  [...root.querySelectorAll('[data-testid="machine-state"]')]
    .map((machine) => machine.textContent ?? "")
    .find((text) => text.includes("sequenceTimeoutMs")) ?? ""

/** Every shortcut's count, by name. */
const counts = (root: ShadowRoot) =>
  Object.fromEntries(ALL.map((name) => [name, hotkeys(root).count(name)]))

const none = Object.fromEntries(ALL.map((name) => [name, 0]))

/** Waits until `shortcut` has fired `times` and the status line names it. */
async function expectFired(root: ShadowRoot, shortcut: string, times: number) {
  const demo = hotkeys(root)
  await waitForValue(() => demo.count(shortcut), times, `${shortcut} fired`)
  expect(demo.status()).to.equal(`Last triggered: ${shortcut} (${demo.keys(shortcut)})`)
}

describe("<demo-hotkeys>", () => {
  afterEach(cleanup)

  it("lists each shortcut with its keys, scope and count, with nothing fired yet", async () => {
    const { root } = await mountDemo("hotkeys")
    const demo = hotkeys(root)
    expect(demo.keys("Search")).to.equal(`${MOD === "Meta" ? "⌘" : "Ctrl"}+K`)
    expect(demo.keys("Go home")).to.equal("G then H")
    expect(demo.keys("Show help")).to.equal("Shift+?")
    expect(demo.row("Search").querySelectorAll("kbd kbd")).to.have.length(2)
    expect(counts(root)).to.deep.equal(none)
    expect(demo.status()).to.equal("Nothing triggered yet.")
    expect(demo.scope("Editor").getAttribute("aria-checked")).to.equal("true")
    expect(ALL.filter(demo.isActive)).to.deep.equal(ALL.slice(0, 6))
    expect(demo.row("Stop command").cells[2]!.textContent).to.equal("Terminal (off)")
  })

  it("fires each shortcut of the active scope and names it in the status line", async () => {
    const { root } = await mountDemo("hotkeys")
    const demo = hotkeys(root)
    // A click anywhere in the box gives it focus: the shortcuts listen there.
    await click(demo.box().querySelector("thead")!)
    await expectFocus(demo.box())

    await pressWith(MOD, "k")
    await expectFired(root, "Search", 1)
    await pressWith("Shift", "?")
    await expectFired(root, "Show help", 1)
    await press("g")
    await press("h")
    await expectFired(root, "Go home", 1)
    await press("g")
    await press("i")
    await expectFired(root, "Go to issues", 1)
    await pressWith(MOD, "Enter")
    await expectFired(root, "Run code", 1)
    await pressWith(MOD, "s")
    await expectFired(root, "Save", 1)
    await pressWith(MOD, "k")
    await expectFired(root, "Search", 2)
    expect(counts(root)).to.deep.equal({
      ...none,
      Search: 2,
      "Show help": 1,
      "Go home": 1,
      "Go to issues": 1,
      "Run code": 1,
      Save: 1,
    })
  })

  it("fires a sequence only when its keys come in order, within the timeout", async () => {
    const { root } = await mountDemo("hotkeys", { "sequence-timeout": "300" })
    const demo = hotkeys(root)
    expect(demo.box().textContent).to.contain("a sequence waits 300 ms for its next key.")
    await focusBox(root)
    await press("h")
    await press("g")
    await press("x")
    await press("h")
    await press("i")
    // Too slow: the sequence starts over before H.
    await press("g")
    await sleep(600)
    await press("h")
    // A shortcut that fires shows the keys above were handled, and left nothing counted.
    await pressWith(MOD, "k")
    await expectFired(root, "Search", 1)
    expect(counts(root)).to.deep.equal({ ...none, Search: 1 })

    await press("g")
    await press("h")
    await expectFired(root, "Go home", 1)
  })

  it("leaves a shortcut of the inactive scope alone, and fires it once its scope is active", async () => {
    const { root } = await mountDemo("hotkeys")
    const demo = hotkeys(root)
    await focusBox(root)
    await press("Escape")
    await pressWith(MOD, "Enter")
    await expectFired(root, "Run code", 1)
    expect(demo.count("Stop command")).to.equal(0)
    expect(demo.count("Run command")).to.equal(0)

    await click(demo.scope("Terminal"))
    await waitFor(() => demo.isActive("Stop command"), "the Terminal scope to be active")
    expect(demo.isActive("Run code")).to.equal(false)
    expect(demo.isActive("Search")).to.equal(true)
    // Focus is on the scope switch, inside the box: the shortcuts still listen.
    await pressWith(MOD, "Enter")
    await expectFired(root, "Run command", 1)
    await press("Escape")
    await expectFired(root, "Stop command", 1)
    await pressWith(MOD, "s")
    await pressWith(MOD, "k")
    await expectFired(root, "Search", 1)
    expect(counts(root)).to.deep.equal({
      ...none,
      "Run code": 1,
      "Run command": 1,
      "Stop command": 1,
      Search: 1,
    })
  })

  it("starts in the scope its scope setting names", async () => {
    const { root } = await mountDemo("hotkeys", { scope: "terminal" })
    const demo = hotkeys(root)
    expect(demo.scope("Terminal").getAttribute("aria-checked")).to.equal("true")
    await focusBox(root)
    await pressWith(MOD, "Enter")
    await expectFired(root, "Run command", 1)
    expect(demo.count("Run code")).to.equal(0)
  })

  it("ignores keys pressed on the host page, whose fields type as usual", async () => {
    // Even with shortcuts firing in fields: the host page's fields are not the demo's.
    const { root, element } = await mountDemo("hotkeys", { "fire-in-fields": "true" })
    const input = document.createElement("input")
    input.setAttribute("aria-label", "Host page field")
    const button = document.createElement("button")
    button.textContent = "Host page button"
    element.before(input, button)
    try {
      input.focus()
      await type("gh")
      await pressWith("Shift", "?")
      await pressWith(MOD, "k")
      await pressWith(MOD, "Enter")
      await type("gi")
      expect(input.value).to.equal("gh?gi")
      button.focus()
      await pressWith(MOD, "k")
      await pressWith(MOD, "s")
      await press("g")
      await press("h")
      expect(counts(root)).to.deep.equal(none)
      // The demo still listens, in its own box.
      await focusBox(root)
      await pressWith(MOD, "k")
      await expectFired(root, "Search", 1)
      expect(counts(root)).to.deep.equal({ ...none, Search: 1 })
    } finally {
      input.remove()
      button.remove()
    }
  })

  it("lets typing in its own field type, unless shortcuts fire in fields", async () => {
    const { root, element } = await mountDemo("hotkeys")
    const demo = hotkeys(root)
    demo.field().focus()
    await type("gh?")
    await pressWith(MOD, "k")
    expect(demo.field().value).to.equal("gh?")
    await focusBox(root)
    await pressWith(MOD, "s")
    await expectFired(root, "Save", 1)
    expect(demo.count("Go home")).to.equal(0)
    expect(demo.count("Search")).to.equal(0)

    element.setAttribute("fire-in-fields", "true")
    await waitFor(() => demo.box().textContent!.includes("Shortcuts fire here too"), "the hint")
    demo.field().focus()
    await press("g")
    await press("h")
    await expectFired(root, "Go home", 1)
    await pressWith(MOD, "k")
    await expectFired(root, "Search", 1)
  })

  it("records the combination pressed and says which shortcut already has it", async () => {
    const { root } = await mountDemo("hotkeys")
    const demo = hotkeys(root)
    expect(demo.recorded()).to.equal("Nothing recorded yet.")
    expect(demo.clearButton().disabled).to.equal(true)
    await click(demo.recordButton())
    await waitFor(() => demo.recordButton().textContent === "Recording…", "recording")
    // The burst command holds both modifiers for one chord.
    await pressBurst([`${MOD}+Shift+L`])
    const ctrl = MOD === "Meta" ? "⌘" : "Ctrl"
    await waitForValue(demo.recorded, `Recorded: ${ctrl}+Shift+L (free)`, "the recorded combo")
    await waitFor(() => demo.recordButton().textContent === "Record a shortcut", "the end")

    // While it records, the keys go to the recorder: Search does not fire.
    await click(demo.recordButton())
    await waitFor(() => demo.recordButton().textContent === "Recording…", "recording again")
    await pressWith(MOD, "k")
    await waitForValue(demo.recorded, `Recorded: ${ctrl}+K (already Search)`, "a taken combo")
    expect(demo.count("Search")).to.equal(0)

    // A sequence, key after key.
    await waitFor(() => demo.recordButton().textContent === "Record a shortcut", "the end")
    await click(demo.recordButton())
    await press("g")
    await press("h")
    await waitForValue(demo.recorded, "Recorded: G then H (already Go home)", "a sequence")

    // Escape cancels, keeping what was there; Backspace clears.
    await waitFor(() => demo.recordButton().textContent === "Record a shortcut", "the end")
    await click(demo.recordButton())
    await press("Escape")
    await waitFor(() => demo.recordButton().textContent === "Record a shortcut", "cancelled")
    expect(demo.recorded()).to.equal("Recorded: G then H (already Go home)")
    expect(demo.count("Stop command")).to.equal(0)
    await click(demo.recordButton())
    await press("Backspace")
    await waitForValue(demo.recorded, "Nothing recorded yet.", "cleared")
  })

  it("fires nothing while disabled, and listens again once enabled", async () => {
    const { root, element } = await mountDemo("hotkeys", { enabled: "false" })
    const demo = hotkeys(root)
    expect(ALL.filter(demo.isActive)).to.deep.equal([])
    expect(demo.box().textContent).to.contain("Shortcuts are off.")
    await focusBox(root)
    await pressWith(MOD, "k")
    await pressWith("Shift", "?")
    await press("g")
    await press("h")
    await pressWith(MOD, "Enter")
    await pressWith(MOD, "s")
    element.setAttribute("enabled", "true")
    await waitFor(() => demo.isActive("Search"), "the shortcuts to listen")
    await focusBox(root)
    await pressWith(MOD, "k")
    await expectFired(root, "Search", 1)
    expect(counts(root)).to.deep.equal({ ...none, Search: 1 })

    element.setAttribute("enabled", "false")
    await waitFor(() => !demo.isActive("Search"), "the shortcuts to stop")
    await pressWith(MOD, "k")
    await pressWith(MOD, "s")
    // The store handles a key as it comes: a press that fired would show by now.
    expect(counts(root)).to.deep.equal({ ...none, Search: 1 })
  })

  it("publishes the store's state to the Visualizer", async () => {
    const { root } = await mountDemo("hotkeys")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => storeText(root).startsWith('state: "listening"'), "the store listening")
    expect(storeText(root)).to.contain('"editor"')
    await focusBox(root)
    await pressWith(MOD, "k")
    await waitFor(() => /search\W+1/.test(storeText(root)), "the count")
  })

  it("has no serious accessibility violations", async () => {
    const { element, root } = await mountDemo("hotkeys")
    await focusBox(root)
    await pressWith(MOD, "k")
    await expectFired(root, "Search", 1)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
