import { expect } from "chai"
import { emulateMedia, executeServerCommand } from "@web/test-runner-commands"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  waitFor,
  waitForValue,
  within,
} from "./helpers"
import { accordion } from "../../src/components/accordion/accordion.page"
import { dialogDemo } from "../../src/components/dialog/dialog.page"
import { accessibilityTab } from "./pages/accessibility-tab"
import type { DemoElementApi, KeyTriedDetail } from "../../src/elements/api/event-types"

describe("the Accessibility tab", () => {
  afterEach(async () => {
    cleanup()
    await emulateMedia({ reducedMotion: "no-preference" })
  })

  async function openTab(slug = "accordion") {
    const demo = await mountDemo(slug)
    await openToolbarTab(demo.root, "Accessibility")
    const tab = accessibilityTab(demo.root)
    await waitFor(() => tab.rows().length > 0, "the parts table's rows")
    return { ...demo, tab }
  }

  it("lists every part with its computed role, name, states and focus", async () => {
    const { root, tab } = await openTab()
    const triggers = tab.rowsOf("item-trigger")
    // The computed name leaves out the trigger's aria-hidden "›" icon.
    expect(triggers.map((row) => row.name)).to.deep.equal(accordion(root).names())
    const first = triggers[0]!
    expect(first.scope).to.equal("accordion")
    expect(first.role).to.equal("button")
    expect(first.states).to.contain("expanded: false")
    expect(first.states).to.contain("controls: item-content")
    expect(first.focus).to.equal("tab stop")
    // A closed item's content is hidden from assistive technology, and the table says so.
    const content = tab.rowsOf("item-content")[0]!
    expect(content.states).to.equal("hidden from assistive technology")
  })

  it("leaves out the hidden parts when asked, and shows them again", async () => {
    const { root, tab } = await openTab()
    const all = tab.rows().length
    const toggle = getByRole(tab.panel(), "checkbox", {
      name: "Show parts hidden from assistive technology",
    })
    expect((toggle as HTMLInputElement).checked).to.equal(true)
    await click(toggle)
    await waitFor(() => tab.rows().length < all, "fewer rows")
    expect(tab.rows().some((row) => row.states.includes("hidden from"))).to.equal(false)
    // Opening an item shows its content: the row appears.
    await click(accordion(root).triggers()[0]!)
    await waitFor(() => tab.rowsOf("item-content").length === 1, "the open item's content")
    await click(toggle)
    await waitFor(() => tab.rows().length === all, "every row again")
  })

  it("follows the widget: states change, focus is marked, the changed row flashes", async () => {
    const { root, tab } = await openTab()
    const trigger = accordion(root).triggers()[0]!
    await click(trigger)
    await waitFor(
      () => tab.rowsOf("item-trigger")[0]!.states.includes("expanded: true"),
      "expanded",
    )
    const row = tab.rowsOf("item-trigger")[0]!
    expect(row.focus).to.equal("focused (tab stop)")
    expect(row.row.hasAttribute("data-focused")).to.equal(true)
    expect(getComputedStyle(row.row).animationName).to.match(/^sb-a11y-flash-(odd|even)$/)
    expect(tab.rowsOf("item-content")[0]!.states).not.to.contain("hidden")
  })

  it("does not flash under prefers-reduced-motion", async () => {
    await emulateMedia({ reducedMotion: "reduce" })
    const { root, tab } = await openTab()
    await click(accordion(root).triggers()[0]!)
    await waitFor(() => tab.rowsOf("item-trigger")[0]!.row.hasAttribute("data-flash"), "a change")
    expect(getComputedStyle(tab.rowsOf("item-trigger")[0]!.row).animationName).to.equal("none")
  })

  it("outlines the part of a selected row, and removes it when deselected", async () => {
    const { root, tab } = await openTab()
    const row = tab.rowsOf("item-trigger")[1]!
    await click(row.button)
    expect(row.button.getAttribute("aria-pressed")).to.equal("true")
    const outline = await waitFor(tab.outline, "the outline")
    const part = accordion(root).triggers()[1]!.getBoundingClientRect()
    const box = outline.getBoundingClientRect()
    expect(box.left).to.be.closeTo(part.left - 3, 1)
    expect(box.top).to.be.closeTo(part.top - 3, 1)
    expect(box.width).to.be.closeTo(part.width + 6, 1)
    await click(tab.rowsOf("item-trigger")[1]!.button)
    await waitFor(() => !tab.outline(), "no outline")
  })

  it("counts the keys tried where they act, and tells the page with keytried", async () => {
    const { root, element, tab } = await openTab()
    const heard: KeyTriedDetail[] = []
    element.addEventListener("keytried", (event) => heard.push((event as CustomEvent).detail))
    await waitFor(() => tab.keysTried().startsWith("Keys tried 0/"), "no key tried yet")
    const total = Number(tab.keysTried().split("/")[1])
    expect(total).to.be.greaterThan(5)

    const trigger = accordion(root).triggers()[0]!
    trigger.focus()
    await press("ArrowDown")
    await expectFocus(accordion(root).triggers()[1]!)
    await waitForValue(tab.keysTried, `Keys tried 1/${total}`, "one key tried")
    expect(tab.triedKeys()).to.deep.equal(["ArrowDown"])
    await press("ArrowDown")
    await press("End")
    await waitForValue(tab.keysTried, `Keys tried 2/${total}`, "two keys tried")
    // A key pressed outside the widget (in the toolbar) tries nothing.
    getByRole(within(root), "tab", { name: "Accessibility" }).focus()
    await press("Home")
    await waitFor(() => heard.length === 2, "two keytried events")
    expect(heard.map(({ key, part, tried, total: all }) => [key, part, tried, all])).to.deep.equal([
      ["ArrowDown", "item-trigger", 1, total],
      ["End", "item-trigger", 2, total],
    ])
    expect(heard[0]!.action).to.match(/next or previous item/)
    expect(tab.keysTried()).to.equal(`Keys tried 2/${total}`)
  })

  it("counts the keys pressed before the tab was first opened", async () => {
    const { root, element } = await mountDemo("accordion")
    // Keys are recorded by the element's after-the-widget code: wait for it, then press.
    await (element as HTMLElement & { ready: Promise<void> }).ready
    accordion(root).triggers()[0]!.focus()
    await press("End")
    await expectFocus(accordion(root).triggers().at(-1)!)
    await openToolbarTab(root, "Accessibility")
    const tab = accessibilityTab(root)
    await waitFor(() => tab.keysTried().startsWith("Keys tried 1/"), "the key pressed earlier")
    expect(tab.triedKeys()).to.deep.equal(["End"])
  })

  it("shows a part's computed description beside its name", async () => {
    const { root, tab } = await openTab("dialog")
    await click(dialogDemo(root).trigger())
    const dialog = await waitFor(() => dialogDemo(root).dialog(), "the open dialog")
    const described = root.getElementById(dialog.getAttribute("aria-describedby")!)!
    await waitFor(() => tab.rowsOf("content")[0]?.description, "the dialog's description")
    expect(tab.rowsOf("content")[0]!.description).to.equal(
      described.textContent!.replace(/\s+/g, " ").trim(),
    )
  })

  it("checks the demo with axe on request and lists what it found", async () => {
    const { tab } = await openTab()
    expect(tab.checkStatus()).to.equal("")
    await click(tab.checkButton())
    await waitFor(() => tab.checkStatus().startsWith("No violations"), "the check's result", 20000)
    expect(tab.checkStatus()).to.match(/axe-core \d+\.\d+\.\d+ ran \d+ rules on this demo/)
  })

  it("names the axe violations by the part they hit", async () => {
    const { root, tab } = await openTab()
    // A trigger with its name removed: axe's button-name rule fails on that part.
    const trigger = accordion(root).triggers()[0]!
    trigger.replaceChildren()
    await click(tab.checkButton())
    await waitFor(() => /violation/.test(tab.checkStatus()), "the check's result", 20000)
    expect(tab.checkStatus()).to.contain("button-name")
    expect(tab.checkStatus()).to.contain("Hits: accordion item-trigger")
  })

  it("gives the parts table as data: element.accessibilityInfo", async () => {
    const { element, tab } = await openTab()
    const api = element as HTMLElement & {
      ready: Promise<void>
      accessibilityInfo: { parts: { part: string; role: string; name: string }[] } | null
    }
    await api.ready
    const info = api.accessibilityInfo!
    expect(info.parts.map((part) => part.part)).to.deep.equal(tab.rows().map((row) => row.part))
    const trigger = info.parts.find((part) => part.part === "item-trigger")!
    expect(trigger.role).to.equal("button")
    expect(trigger.name).to.equal(tab.rowsOf("item-trigger")[0]!.name)
  })

  it("describes a replayed step's parts while it shows, and the live widget's after Live", async () => {
    const { element, root, tab } = await openTab()
    const api = element as HTMLElement & DemoElementApi
    await api.ready
    const firstTrigger = () => tab.rowsOf("item-trigger")[0]!
    await click(accordion(root).triggers()[0]!)
    await waitFor(() => firstTrigger().states.includes("expanded: true"), "the live item open")

    // Step 0, the start: the copy's parts as they were, not the hidden live widget's.
    await api.replay(0)
    await waitFor(() => tab.replayNote().startsWith("A replayed step is shown"), "the note")
    await waitFor(() => firstTrigger().states.includes("expanded: false"), "the start's parts")
    expect(firstTrigger().name).to.equal(accordion(root).names()[0])
    const trigger = api.accessibilityInfo!.parts.find((part) => part.part === "item-trigger")!
    expect(trigger.states).to.deep.include({ name: "expanded", value: "false" })

    await api.replay("live")
    await waitFor(() => tab.replayNote() === "", "the note gone")
    await waitFor(() => firstTrigger().states.includes("expanded: true"), "the live parts again")
    // Still the live widget's: a change there reaches the table.
    await click(accordion(root).triggers()[1]!)
    await waitFor(
      () => tab.rowsOf("item-trigger")[1]!.states.includes("expanded: true"),
      "the live second item open",
    )
  })

  it("follows the live widget after Live when first opened during a replay", async () => {
    const { element, root } = await mountDemo("accordion")
    const api = element as HTMLElement & DemoElementApi
    await api.ready
    await click(accordion(root).triggers()[0]!)
    await api.replay(0)
    await openToolbarTab(root, "Accessibility")
    const tab = accessibilityTab(root)
    const firstTrigger = () => tab.rowsOf("item-trigger")[0]
    await waitFor(() => firstTrigger()?.states.includes("expanded: false"), "the start's parts")
    expect(tab.replayNote()).to.match(/^A replayed step is shown/)

    await api.replay("live")
    await waitFor(() => firstTrigger()?.states.includes("expanded: true"), "the live parts")
    await click(accordion(root).triggers()[1]!)
    const second = () => tab.rowsOf("item-trigger")[1]
    await waitFor(() => second()?.states.includes("expanded: true"), "the live second item open")
    expect(second()!.focus).to.equal("focused (tab stop)")
  })

  it("lists each part as labelled lines in the narrow toolbar, still a table to screen readers", async () => {
    const { tab } = await openTab()
    const region = getByRole(tab.panel(), "region", { name: "Parts table" })
    // Nothing of a row is out of sight sideways, Focus included.
    expect(region.scrollWidth).to.be.at.most(region.clientWidth)
    const row = tab.rowsOf("item-trigger")[0]!.row
    const focusCell = row.querySelector("td:last-of-type")!
    const regionBox = region.getBoundingClientRect()
    const focusBox = focusCell.getBoundingClientRect()
    expect(focusBox.right).to.be.at.most(regionBox.right)
    expect(getComputedStyle(focusCell, "::before").content).to.match(/^"Focus"/)

    const probes: [Element, string][] = [
      [region.querySelector("table")!, "table"],
      [region.querySelector("thead th")!, "header"],
      [row, "row"],
      [row.querySelector("th")!, "row header"],
      [focusCell, "cell"],
    ]
    for (const [element, probe] of probes) element.setAttribute("data-probe", probe)
    await nextFrame()
    const nodes = (await executeServerCommand("ax-nodes", { attribute: "data-probe" })) as Record<
      string,
      { role: string; name: string }
    >
    expect(nodes["table"]?.role).to.equal("table")
    expect(nodes["header"]?.role).to.equal("columnheader")
    expect(nodes["row"]?.role).to.equal("row")
    expect(nodes["row header"]?.role).to.equal("rowheader")
    expect(nodes["cell"]?.role).to.equal("cell")
    // The visual labels are not read on top of the column headers.
    expect(nodes["cell"]?.name).not.to.match(/^Focus/)
  })
})
