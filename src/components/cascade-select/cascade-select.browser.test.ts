/**
 * The cascade select demo, through zag's own end-to-end scenarios for the machine (zag's
 * e2e/cascade-select.e2e.ts, on the same continent / country / region data shape), plus
 * what Statebook adds: the defaults shown in Controls, the settings the sweeps cannot see
 * reaching the widget in use, the form log, keys pressed back to back and axe.
 */
import { getByLabelText, getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import { expect } from "chai"
import {
  captureLogs,
  click,
  clickOnHostPage,
  expectFocus,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  pressBurst,
  resetMouseAndCleanup,
  seriousViolations,
  throttleCpu,
  waitFor,
  waitForValue,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { cascadeSelect } from "./cascade-select.page"
import { setControlField } from "../../../test/browser/sweeps/control-fields"

const PLACEHOLDER = "Select a location"

type Widget = ReturnType<typeof cascadeSelect>

async function mount(attributes: Record<string, string> = {}) {
  const demo = await mountDemo("cascade-select", attributes)
  return { ...demo, widget: cascadeSelect(demo.root) }
}

async function openByClick(widget: Widget) {
  await click(widget.trigger())
  await waitFor(() => widget.isOpen(), "the lists to open")
}

async function openWithEnter(widget: Widget) {
  widget.trigger().focus()
  await expectFocus(widget.trigger())
  await press("Enter")
  await waitFor(() => widget.isOpen(), "Enter to open the lists")
}

/** Clicks the options of these texts in turn, each once its list shows it. */
async function clickItems(widget: Widget, ...texts: string[]) {
  for (const text of texts) {
    await waitFor(() => widget.shows(text), `the option ${text}`)
    await click(widget.item(text))
  }
}

const expectValueText = (widget: Widget, text: string) =>
  waitForValue(() => widget.valueText(), text, "the trigger's text")

/** Clicks options one by one, checking after each what the trigger then shows. */
async function clickAndSee(widget: Widget, steps: [option: string, valueText: string][]) {
  for (const [option, text] of steps) {
    await clickItems(widget, option)
    await expectValueText(widget, text)
  }
}

const expectHighlighted = (widget: Widget, ...path: string[]) =>
  waitForValue(() => widget.highlighted().join(" / "), path.join(" / "), "the highlighted options")

/** Presses keys one by one, checking after each the highlighted path ("Asia / China"). */
async function pressAndSee(widget: Widget, steps: [key: string, path: string][]) {
  for (const [key, path] of steps) {
    await press(key)
    await expectHighlighted(widget, ...path.split(" / "))
  }
}

const expectClosed = (widget: Widget) => waitFor(() => !widget.isOpen(), "the lists to close")

/** Whether an option lies wholly inside the visible box of the list that scrolls it. */
function inView(item: HTMLElement) {
  const list = item.closest('[data-part="list"]')!.getBoundingClientRect()
  const box = item.getBoundingClientRect()
  return box.top >= list.top - 1 && box.bottom <= list.bottom + 1
}

describe("<demo-cascade-select>", () => {
  afterEach(resetMouseAndCleanup)

  describe("what it shows at first", () => {
    it("shows the label, the placeholder, a hidden clear button and closed lists", async () => {
      const { widget } = await mount()
      expect(widget.label().textContent).to.equal(PLACEHOLDER)
      expect(widget.valueText()).to.equal(PLACEHOLDER)
      expect(widget.trigger().getAttribute("aria-haspopup")).to.equal("tree")
      expect(widget.content().getAttribute("role")).to.equal("tree")
      expect(widget.trigger().getAttribute("aria-expanded")).to.equal("false")
      expect(widget.trigger().hasAttribute("data-placeholder-shown")).to.equal(true)
      expect(widget.clearButton().hidden).to.equal(true)
      expect(widget.clearButton().getAttribute("aria-label")).to.equal("Clear value")
      expect(widget.isOpen()).to.equal(false)
      expect(widget.hiddenInput().value).to.equal("")
    })

    it("shows the default settings in the Controls tab", async () => {
      const { root } = await mount()
      await openToolbarTab(root, "Controls")
      const box = (label: string) =>
        (getByLabelText(within(root), label) as HTMLInputElement).checked
      const choice = (label: string) =>
        (getByLabelText(within(root), label) as HTMLSelectElement).value
      expect(box("Disabled")).to.equal(false)
      expect(box("Read-only")).to.equal(false)
      expect(box("Loop focus")).to.equal(false)
      expect(box("Multiple")).to.equal(false)
      expect(box("Close on select")).to.equal(true)
      expect(box("Allow parent selection")).to.equal(false)
      expect(choice("Direction")).to.equal("ltr")
      expect(choice("Highlight trigger")).to.equal("click")
    })
  })

  describe("accessibility", () => {
    it("has no serious or critical axe violations, closed and with three lists open", async () => {
      const { element, widget } = await mount()
      expect(await seriousViolations(element)).to.deep.equal([])
      await openByClick(widget)
      await clickItems(widget, "Africa", "Algeria")
      await waitFor(() => widget.lists().length === 3, "three lists")
      expect(await seriousViolations(element)).to.deep.equal([])
    })

    it("focuses the trigger when the label is clicked", async () => {
      const { widget } = await mount()
      await click(widget.label())
      await expectFocus(widget.trigger())
    })
  })

  describe("basic functionality", () => {
    it("opens and closes the lists on trigger clicks, the first level shown", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      expect(widget.trigger().getAttribute("aria-expanded")).to.equal("true")
      expect(widget.lists()).to.deep.equal([
        ["Africa", "Antarctica", "Asia", "Europe", "North America", "Oceania", "South America"],
      ])
      await click(widget.trigger())
      await expectClosed(widget)
    })

    it("shows the clear button once a value is chosen, and clearing empties it", async () => {
      const { widget } = await mount({ "allow-parent-selection": "" })
      await openByClick(widget)
      await clickItems(widget, "Africa")
      await expectValueText(widget, "Africa")
      expect(widget.clearButton().hidden).to.equal(false)
      await click(widget.clearButton())
      await expectValueText(widget, PLACEHOLDER)
      expect(widget.clearButton().hidden).to.equal(true)
    })
  })

  describe("navigation and lists", () => {
    it("adds a list for each level clicked into", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      expect(widget.lists()).to.have.length(1)
      await clickItems(widget, "Africa")
      await waitFor(() => widget.lists().length === 2, "the countries of Africa")
      expect(widget.lists()[1]![0]).to.equal("Algeria")
      await clickItems(widget, "Algeria")
      await waitFor(() => widget.lists().length === 3, "the regions of Algeria")
      expect(widget.lists()[2]).to.deep.equal(["Adrar", "Alger", "Constantine", "Oran"])
    })

    it("shows the check mark of chosen options only, never of a disabled one", async () => {
      const { widget } = await mount({
        "allow-parent-selection": "",
        multiple: "",
        "close-on-select": "false",
      })
      await openByClick(widget)
      expect(widget.indicator("Africa").hidden).to.equal(true)
      await clickItems(widget, "Africa")
      await waitFor(() => !widget.indicator("Africa").hidden, "Africa's check mark")
      await clickItems(widget, "Asia")
      await waitFor(() => !widget.indicator("Asia").hidden, "Asia's check mark")
      expect(widget.indicator("Antarctica").hidden).to.equal(true)
    })
  })

  describe("keyboard navigation", () => {
    it("opens with Enter on the first option and moves with the arrows, past disabled ones", async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await expectHighlighted(widget, "Africa")
      await pressAndSee(widget, [
        ["ArrowDown", "Asia"],
        ["ArrowDown", "Europe"],
        ["ArrowUp", "Asia"],
        ["ArrowUp", "Africa"],
      ])
      // The lists have focus while they are open, so the keys reach them.
      await expectFocus(widget.content())
    })

    it("goes into the next level with ArrowRight and back with ArrowLeft", async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await press("ArrowDown")
      // A highlighted continent shows its countries already; ArrowRight goes into them.
      await waitFor(() => widget.lists().length === 2, "Asia's countries")
      await press("ArrowRight")
      await expectHighlighted(widget, "Asia", "Afghanistan")
      await waitFor(() => widget.lists().length === 3, "Afghanistan's regions")
      await press("ArrowLeft")
      await expectHighlighted(widget, "Asia")
      await waitFor(() => widget.lists().length === 2, "Afghanistan's regions hidden")
    })

    it("closes with Escape and gives focus back to the trigger", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      await press("Escape")
      await expectClosed(widget)
      await expectFocus(widget.trigger())
      expect(widget.valueText()).to.equal(PLACEHOLDER)
    })

    it("chooses a region with Enter, closing the lists", async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await press("ArrowDown")
      await press("ArrowRight")
      await press("ArrowRight")
      await expectHighlighted(widget, "Asia", "Afghanistan", "Badakhshān")
      await press("Enter")
      await expectValueText(widget, "Asia / Afghanistan / Badakhshān")
      await expectClosed(widget)
      await expectFocus(widget.trigger())
    })

    it("goes to the first and last option of each level with Home and End", async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await expectHighlighted(widget, "Africa")
      await pressAndSee(widget, [
        ["End", "South America"],
        ["Home", "Africa"],
        ["ArrowRight", "Africa / Algeria"],
        ["End", "Africa / Zimbabwe"],
        ["Home", "Africa / Algeria"],
      ])
    })

    it("scrolls the highlighted option into view in a long list", async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await press("ArrowDown")
      await press("ArrowRight")
      await expectHighlighted(widget, "Asia", "Afghanistan")
      // Asia's list is longer than it may grow: its last country starts out of sight.
      expect(inView(widget.item("Yemen"))).to.equal(false)
      await press("End")
      await expectHighlighted(widget, "Asia", "Yemen")
      await waitFor(() => inView(widget.item("Yemen")), "Yemen scrolled into view")
      await press("Home")
      await expectHighlighted(widget, "Asia", "Afghanistan")
      await waitFor(() => inView(widget.item("Afghanistan")), "Afghanistan scrolled into view")
    })

    it("stops at either end of a list unless loop focus is on", async () => {
      const plain = await mount()
      await openWithEnter(plain.widget)
      await press("ArrowUp")
      await expectHighlighted(plain.widget, "Africa")
      await resetMouseAndCleanup()

      const looping = await mount({ "loop-focus": "" })
      await openWithEnter(looping.widget)
      await expectHighlighted(looping.widget, "Africa")
      await press("ArrowUp")
      await expectHighlighted(looping.widget, "South America")
      await press("ArrowDown")
      await expectHighlighted(looping.widget, "Africa")
    })

    it("swaps ArrowLeft and ArrowRight, and opens the next list on the left, right to left", async () => {
      const { widget } = await mount({ dir: "rtl" })
      await openWithEnter(widget)
      await press("ArrowDown")
      await press("ArrowLeft")
      await expectHighlighted(widget, "Asia", "Afghanistan")
      const [first, second] = [widget.item("Asia"), widget.item("Afghanistan")]
      expect(second.getBoundingClientRect().right).to.be.at.most(first.getBoundingClientRect().left)
      await press("ArrowRight")
      await expectHighlighted(widget, "Asia")
    })
  })

  describe("click highlighting (the default)", () => {
    it("highlights the clicked option and shows its children", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      await clickItems(widget, "Africa")
      await expectHighlighted(widget, "Africa")
      await clickItems(widget, "Algeria")
      await expectHighlighted(widget, "Africa", "Algeria")
      expect(widget.lists()).to.have.length(3)
    })

    it("does not highlight on hover", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      await hover(widget.item("Africa"))
      await hover(widget.item("Asia"))
      expect(widget.highlighted()).to.deep.equal([])
      await clickItems(widget, "Africa")
      await expectHighlighted(widget, "Africa")
    })
  })

  describe("hover highlighting", () => {
    const hoverMode = { "highlight-trigger": "hover" }

    it("highlights the path of the hovered options and opens their levels", async () => {
      const { widget } = await mount(hoverMode)
      await openByClick(widget)
      await hover(widget.item("Africa"))
      await expectHighlighted(widget, "Africa")
      await waitFor(() => widget.lists().length === 2, "Africa's countries")
      await hover(widget.item("Algeria"))
      await expectHighlighted(widget, "Africa", "Algeria")
      await waitFor(() => widget.lists().length === 3, "Algeria's regions")
    })

    it("leaves a hovered region out of the highlighted path", async () => {
      const { widget } = await mount(hoverMode)
      await openByClick(widget)
      await hover(widget.item("Africa"))
      await waitFor(() => widget.shows("Algeria"), "Africa's countries")
      await hover(widget.item("Algeria"))
      await waitFor(() => widget.shows("Adrar"), "Algeria's regions")
      await hover(widget.item("Adrar"))
      await expectHighlighted(widget, "Africa", "Algeria")
    })

    it("keeps the highlighted path when the pointer leaves the lists", async () => {
      const { widget, element } = await mount(hoverMode)
      await openByClick(widget)
      await hover(widget.item("Africa"))
      await expectHighlighted(widget, "Africa")
      const below = element.getBoundingClientRect()
      await sendMouse({ type: "move", position: [5, Math.round(below.bottom) + 5] })
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expectHighlighted(widget, "Africa")
    })

    it("moves the path to another branch when the pointer does", async () => {
      const { widget } = await mount(hoverMode)
      await openByClick(widget)
      await hover(widget.item("Africa"))
      await waitFor(() => widget.shows("Algeria"), "Africa's countries")
      await hover(widget.item("Algeria"))
      await expectHighlighted(widget, "Africa", "Algeria")
      await hover(widget.item("Asia"))
      await waitFor(() => widget.shows("Bangladesh"), "Asia's countries")
      await hover(widget.item("Bangladesh"))
      await expectHighlighted(widget, "Asia", "Bangladesh")
    })

    it("is picked in the Controls tab", async () => {
      const { root, widget } = await mount()
      await openToolbarTab(root, "Controls")
      setControlField(
        getByLabelText(within(root), "Highlight trigger") as HTMLSelectElement,
        "hover",
      )
      await openByClick(widget)
      await hover(widget.item("Europe"))
      await expectHighlighted(widget, "Europe")
    })
  })

  describe("selection", () => {
    it("chooses a region without parent selection, closing the lists", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      await clickItems(widget, "Africa", "Algeria")
      expect(widget.valueText()).to.equal(PLACEHOLDER)
      await clickItems(widget, "Adrar")
      await expectValueText(widget, "Africa / Algeria / Adrar")
      await expectClosed(widget)
      await expectFocus(widget.trigger())
      expect(widget.hiddenInput().value).to.equal("africa,algeria,adrar")
    })

    it("opens continents and countries without choosing them by default", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      await clickItems(widget, "Africa")
      await expectHighlighted(widget, "Africa")
      await clickItems(widget, "Algeria")
      await expectHighlighted(widget, "Africa", "Algeria")
      expect(widget.valueText()).to.equal(PLACEHOLDER)
      expect(widget.isOpen()).to.equal(true)
      expect(widget.lists()).to.have.length(3)
    })

    it("chooses a continent, then a country, keeping the lists open, with parent selection", async () => {
      const { widget } = await mount({ "allow-parent-selection": "" })
      await openByClick(widget)
      await clickItems(widget, "Africa")
      await expectValueText(widget, "Africa")
      await expectHighlighted(widget, "Africa")
      expect(widget.isOpen()).to.equal(true)
      expect(widget.lists()).to.have.length(2)
      await clickItems(widget, "Algeria")
      await expectValueText(widget, "Africa / Algeria")
      await expectHighlighted(widget, "Africa", "Algeria")
      expect(widget.isOpen()).to.equal(true)
      expect(widget.lists()).to.have.length(3)
      // A region has no further level: choosing it clears the highlight and closes.
      await clickItems(widget, "Adrar")
      await expectValueText(widget, "Africa / Algeria / Adrar")
      expect(widget.highlighted()).to.deep.equal([])
      await expectClosed(widget)
    })

    it("keeps the lists open after a region when close on select is off", async () => {
      const { widget } = await mount({ "close-on-select": "false" })
      await openByClick(widget)
      await clickItems(widget, "Africa", "Algeria", "Adrar")
      await expectValueText(widget, "Africa / Algeria / Adrar")
      expect(widget.isOpen()).to.equal(true)
    })

    it("restores the highlighted path when reopened", async () => {
      const { widget } = await mount({ "allow-parent-selection": "" })
      await openByClick(widget)
      await clickItems(widget, "Africa")
      await expectValueText(widget, "Africa")
      await click(widget.trigger())
      await expectClosed(widget)
      await openByClick(widget)
      await expectHighlighted(widget, "Africa")
      expect(widget.lists()).to.have.length(2)
    })
  })

  describe("multiple selection", () => {
    const several = { multiple: "", "close-on-select": "false" }

    it("chooses several regions, shown by name, and toggles one off", async () => {
      const { widget, root } = await mount(several)
      await openByClick(widget)
      expect(widget.content().getAttribute("aria-multiselectable")).to.equal("true")
      await clickItems(widget, "Africa", "Algeria", "Adrar")
      await expectValueText(widget, "Adrar")
      // The last choice's path stays open: another continent is one click away.
      await clickItems(widget, "Asia")
      await waitFor(() => widget.shows("Afghanistan"), "Asia's countries")
      await clickItems(widget, "Afghanistan", "Badakhshān")
      await expectValueText(widget, "Adrar, Badakhshān")
      expect(widget.isOpen()).to.equal(true)
      expect(root.querySelectorAll('[data-part="item"][data-selected]')).to.have.length(1)
      await clickItems(widget, "Europe", "France", "Auvergne")
      await expectValueText(widget, "Adrar, Badakhshān, Auvergne")

      await clickItems(widget, "Africa", "Algeria", "Adrar")
      await expectValueText(widget, "Badakhshān, Auvergne")
    })

    it("empties every choice with the clear button", async () => {
      const { widget } = await mount({ multiple: "" })
      await openByClick(widget)
      await clickItems(widget, "Africa", "Algeria", "Adrar")
      await expectValueText(widget, "Adrar")
      // Choosing several, the lists stay open whatever close on select says.
      expect(widget.isOpen()).to.equal(true)
      await clickItems(widget, "Asia", "Afghanistan", "Badakhshān")
      await expectValueText(widget, "Adrar, Badakhshān")
      await click(widget.clearButton())
      await expectValueText(widget, PLACEHOLDER)
      expect(widget.clearButton().hidden).to.equal(true)
    })

    describe("with parent selection", () => {
      const parents = { ...several, "allow-parent-selection": "" }

      // Each click chooses the option; a choice inside a chosen continent or country takes
      // its place, as the continent or country takes the place of a choice inside it.
      const scenarios: [name: string, steps: [option: string, valueText: string][]][] = [
        [
          "shows chosen continents side by side",
          [
            ["Africa", "Africa"],
            ["Asia", "Africa, Asia"],
          ],
        ],
        [
          "replaces a continent by a country in it, and the country by a region",
          [
            ["Africa", "Africa"],
            ["Algeria", "Algeria"],
            ["Adrar", "Adrar"],
            ["Asia", "Adrar, Asia"],
          ],
        ],
        [
          "replaces a country by its continent",
          [
            ["Africa", "Africa"],
            ["Algeria", "Algeria"],
            ["Africa", "Africa"],
          ],
        ],
        [
          "keeps countries of one continent, and of two, side by side",
          [
            ["Africa", "Africa"],
            ["Algeria", "Algeria"],
            ["Egypt", "Algeria, Egypt"],
            ["Asia", "Algeria, Egypt, Asia"],
            ["Afghanistan", "Algeria, Egypt, Afghanistan"],
          ],
        ],
      ]
      for (const [name, steps] of scenarios)
        it(name, async () => {
          const { widget } = await mount(parents)
          await openByClick(widget)
          await clickAndSee(widget, steps)
        })

      it("highlights on hover and chooses on click in hover mode", async () => {
        const { widget } = await mount({ ...parents, "highlight-trigger": "hover" })
        await openByClick(widget)
        await hover(widget.item("Africa"))
        await expectHighlighted(widget, "Africa")
        await clickItems(widget, "Africa")
        await expectValueText(widget, "Africa")
        await hover(widget.item("Asia"))
        await expectHighlighted(widget, "Asia")
        await clickItems(widget, "Asia")
        await expectValueText(widget, "Africa, Asia")
      })
    })
  })

  describe("keyboard selection", () => {
    it("only opens a continent with Enter unless parent selection is on", async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await press("ArrowDown")
      await expectHighlighted(widget, "Asia")
      await press("Enter")
      expect(widget.valueText()).to.equal(PLACEHOLDER)
      await press("ArrowRight")
      await press("ArrowRight")
      await press("Enter")
      await expectValueText(widget, "Asia / Afghanistan / Badakhshān")
      await expectClosed(widget)
    })

    it("chooses a continent with Enter when parent selection is on", async () => {
      const { widget } = await mount({ "allow-parent-selection": "" })
      await openWithEnter(widget)
      await press("ArrowDown")
      await press("Enter")
      await expectValueText(widget, "Asia")
    })

    it("toggles regions with Enter in multiple mode", async () => {
      const { widget } = await mount({ multiple: "" })
      await openWithEnter(widget)
      await press("ArrowDown")
      await press("ArrowRight")
      await press("ArrowRight")
      await press("Enter")
      await expectValueText(widget, "Badakhshān")
      expect(widget.isOpen()).to.equal(true)

      await press("ArrowLeft")
      await expectHighlighted(widget, "Asia", "Afghanistan")
      await press("ArrowDown")
      await press("ArrowDown")
      await expectHighlighted(widget, "Asia", "China")
      await press("ArrowRight")
      await press("Enter")
      await expectValueText(widget, "Badakhshān, Guangxi")

      await press("ArrowLeft")
      await press("ArrowUp")
      await press("ArrowUp")
      await expectHighlighted(widget, "Asia", "Afghanistan")
      await press("ArrowRight")
      await press("Enter")
      await expectValueText(widget, "Guangxi")
    })
  })

  describe("disabled, read-only and disabled options", () => {
    it("does not open while disabled", async () => {
      const { widget } = await mount({ disabled: "" })
      expect(widget.trigger().disabled).to.equal(true)
      await click(widget.trigger())
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(widget.isOpen()).to.equal(false)
    })

    it("does not open while read-only", async () => {
      const { widget } = await mount({ "read-only": "" })
      await click(widget.trigger())
      await press("Enter")
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(widget.isOpen()).to.equal(false)
      expect(widget.valueText()).to.equal(PLACEHOLDER)
    })

    it("marks Antarctica disabled and ignores clicks on it", async () => {
      const { widget } = await mount({ "allow-parent-selection": "" })
      await openByClick(widget)
      const antarctica = widget.item("Antarctica")
      expect(antarctica.hasAttribute("data-disabled")).to.equal(true)
      expect(antarctica.getAttribute("aria-disabled")).to.equal("true")
      await click(antarctica)
      expect(widget.valueText()).to.equal(PLACEHOLDER)
      expect(widget.highlighted()).to.deep.equal([])
      expect(widget.isOpen()).to.equal(true)
      await clickItems(widget, "Africa")
      await expectValueText(widget, "Africa")
    })

    it("skips Antarctica with the arrow keys after Home", async () => {
      const { widget } = await mount()
      await openByClick(widget)
      expect(widget.highlighted()).to.deep.equal([])
      await pressAndSee(widget, [
        ["Home", "Africa"],
        ["ArrowDown", "Asia"],
        ["ArrowUp", "Africa"],
      ])
    })

    it("does not highlight Antarctica on hover in hover mode", async () => {
      const { widget } = await mount({ "highlight-trigger": "hover" })
      await openByClick(widget)
      await hover(widget.item("Antarctica"))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(widget.highlighted()).to.deep.equal([])
    })

    it("takes Disabled and Read-only from the Controls tab", async () => {
      const { root, widget } = await mount()
      await openToolbarTab(root, "Controls")
      await click(getByLabelText(within(root), "Disabled"))
      await waitFor(() => widget.trigger().disabled, "a disabled trigger")
      await click(getByLabelText(within(root), "Disabled"))
      await click(getByLabelText(within(root), "Read-only"))
      await waitFor(() => widget.trigger().hasAttribute("data-readonly"), "a read-only trigger")
      await click(widget.trigger())
      expect(widget.isOpen()).to.equal(false)
    })
  })

  describe("around the widget", () => {
    it("closes on a click outside", async () => {
      const { widget, element } = await mount()
      await openByClick(widget)
      await clickOnHostPage(element)
      await expectClosed(widget)
    })

    it("logs the chosen path on change and on submit", async () => {
      const { widget, root } = await mount({ log: "" })
      const logs = captureLogs()
      try {
        await openByClick(widget)
        await clickItems(widget, "Europe", "France", "Brittany")
        const change = await waitFor(
          () => logs.lines.find(([line]) => String(line).includes("form input")),
          "an input log",
        )
        expect(change[1]).to.deep.equal({ location: "europe,france,brittany" })
        await click(getByRole(within(root), "button", { name: "Submit" }))
        const submit = await waitFor(
          () => logs.lines.find(([line]) => String(line) === "<demo-cascade-select> form submit"),
          "a submit log",
        )
        expect(submit[1]).to.deep.equal({ location: "europe,france,brittany" })
      } finally {
        logs.restore()
      }
    })

    it("shows idle, focused and open in the Visualizer", async () => {
      const { root, widget } = await mount()
      await openToolbarTab(root, "Visualizer")
      await waitForVisualizer(root, 'state: "idle"', "idle state")
      widget.trigger().focus()
      await waitForVisualizer(root, 'state: "focused"', "focused state")
      await press("Enter")
      await waitForVisualizer(root, 'state: "open"', "open state")
    })
  })

  for (const cpuSlowdown of [1, 4]) {
    it(`moves the highlight exactly 3 options for 3 ArrowDown keys back to back, CPU ÷${cpuSlowdown}`, async () => {
      const { widget } = await mount()
      await openWithEnter(widget)
      await expectHighlighted(widget, "Africa")
      await throttleCpu(cpuSlowdown)
      try {
        // Antarctica is disabled and skipped: Asia, Europe, North America.
        await pressBurst(["ArrowDown", "ArrowDown", "ArrowDown"])
        await expectHighlighted(widget, "North America")
      } finally {
        await throttleCpu(1)
      }
    })
  }
})
