import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressBurst,
  seriousViolations,
  type,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { editable } from "./editable.page"

/** The dblclick event that follows a real second click (the runner's mouse cannot send it). */
const doubleClick = () => new MouseEvent("dblclick", { bubbles: true, detail: 2 })
const editing = (root: ShadowRoot) => waitFor(() => !editable(root).input().hidden, "edit mode")
const previewing = (root: ShadowRoot) =>
  waitFor(() => !editable(root).preview().hidden, "preview mode")

/** Something outside the demo to click, to leave the field. */
function outsideButton() {
  const outside = document.createElement("button")
  outside.textContent = "Outside"
  document.body.append(outside)
  return outside
}

describe("<demo-editable>", () => {
  afterEach(cleanup)

  it("shows the label, the preview text and an Edit button, with the defaults", async () => {
    const { root } = await mountDemo("editable")
    expect(editable(root).label()).to.equal("Editable text")
    expect(editable(root).preview().textContent).to.equal("Hello World")
    expect(editable(root).input().hidden).to.equal(true)
    expect(editable(root).input().name).to.equal("text")
    // Max length 1000.
    expect(editable(root).input().maxLength).to.equal(1000)
    expect(editable(root).trigger("edit").hidden).to.equal(false)
    expect(editable(root).trigger("submit").hidden).to.equal(true)
    expect(editable(root).trigger("cancel").hidden).to.equal(true)
    expect(getByLabelText(within(root), "Editable text")).to.equal(editable(root).input())
  })

  it("edits on focus, replaces the selected text and saves with Enter", async () => {
    const { root } = await mountDemo("editable")
    const logs = captureLogs()
    try {
      editable(root).preview().focus()
      await editing(root)
      await expectFocus(editable(root).input())
      expect(editable(root).input().selectionStart).to.equal(0)
      expect(editable(root).input().selectionEnd).to.equal("Hello World".length)
      await type("Statebook")
      expect(editable(root).note()).to.equal("9 of 1000 characters")
      await press("Enter")
      await previewing(root)
      expect(editable(root).preview().textContent).to.equal("Statebook")
      expect(editable(root).status()).to.equal('Saved: "Statebook"')
      const submitted = logs.lines.find(([text]) => text === "<demo-editable> editable submitted")
      expect(submitted?.[1]).to.equal("Statebook")
      const typed = logs.lines.filter(([text]) => text === "<demo-editable> form input")
      expect(typed.at(-1)?.[1]).to.deep.equal({ text: "Statebook" })
      await expectFocus(editable(root).trigger("edit"))
    } finally {
      logs.restore()
    }
  })

  it("cancels with Escape and keeps the old text", async () => {
    const { root } = await mountDemo("editable")
    editable(root).preview().focus()
    await editing(root)
    await type("Draft")
    await press("Escape")
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("Hello World")
    expect(editable(root).status()).to.equal('Cancelled: kept "Hello World"')
  })

  it("saves with the Save button and cancels with the Cancel button", async () => {
    const { root } = await mountDemo("editable")
    await click(editable(root).button("Edit"))
    await editing(root)
    expect(editable(root).trigger("edit").hidden).to.equal(true)
    await type("First")
    await click(editable(root).button("Save"))
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("First")

    await click(editable(root).button("Edit"))
    await editing(root)
    await type("Second")
    await click(editable(root).button("Cancel"))
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("First")
  })

  it("saves when the field is left in submit mode both, and cancels in submit mode enter", async () => {
    const { root, element } = await mountDemo("editable")
    const outside = outsideButton()
    try {
      editable(root).preview().focus()
      await editing(root)
      await type("Blurred")
      await click(outside)
      await previewing(root)
      expect(editable(root).preview().textContent).to.equal("Blurred")

      element.setAttribute("submit-mode", "enter")
      await nextFrame()
      editable(root).preview().focus()
      await editing(root)
      await type("Lost")
      await click(outside)
      await previewing(root)
      expect(editable(root).preview().textContent).to.equal("Blurred")
    } finally {
      outside.remove()
    }
  })

  it("does not save on Enter in submit mode blur or none", async () => {
    const { root } = await mountDemo("editable", { "submit-mode": "none" })
    editable(root).preview().focus()
    await editing(root)
    await type("Typed")
    await press("Enter")
    await nextFrame()
    expect(editable(root).input().hidden).to.equal(false)
    await click(editable(root).button("Save"))
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("Typed")
  })

  it("keeps every key typed right after edit starts, before the next frame", async () => {
    const { root } = await mountDemo("editable")
    const edit = editable(root).trigger("edit")
    edit.focus()
    await expectFocus(edit)
    // Enter on the Edit button starts editing; the keys follow it back to back, as a fast
    // typist's do, with no frame between them.
    await pressBurst(["Enter", ..."Typed"])
    await editing(root)
    expect(editable(root).input().value).to.equal("Typed")

    await press("Escape")
    await previewing(root)
    await expectFocus(edit)
    // Shift+Tab reaches the preview, whose focus starts editing.
    await pressBurst(["Shift+Tab", ..."Again"])
    await editing(root)
    expect(editable(root).input().value).to.equal("Again")
  })

  it("starts editing on click, on double click, or only from the Edit button, by activation mode", async () => {
    const { root, element } = await mountDemo("editable", { "activation-mode": "click" })
    await click(editable(root).preview())
    await editing(root)
    await press("Escape")
    await previewing(root)

    element.setAttribute("activation-mode", "dblclick")
    await nextFrame()
    editable(root).preview().focus()
    await click(editable(root).preview())
    await nextFrame()
    expect(editable(root).input().hidden).to.equal(true)
    // The runner's mouse cannot double-click: the real click is followed by its dblclick event.
    editable(root).preview().dispatchEvent(doubleClick())
    await editing(root)
    await press("Escape")
    await previewing(root)

    element.setAttribute("activation-mode", "none")
    await nextFrame()
    await click(editable(root).preview())
    editable(root).preview().dispatchEvent(doubleClick())
    await nextFrame()
    expect(editable(root).input().hidden).to.equal(true)
    await click(editable(root).trigger("edit"))
    await editing(root)
  })

  it("cuts typed text at the max length", async () => {
    const { root } = await mountDemo("editable", { "max-length": "5" })
    editable(root).preview().focus()
    await editing(root)
    await type("abcdefgh")
    expect(editable(root).input().value).to.equal("abcde")
    await press("Enter")
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("abcde")
  })

  it("shows the placeholder when the text is emptied", async () => {
    const { root, element } = await mountDemo("editable")
    editable(root).preview().focus()
    await editing(root)
    expect(editable(root).input().placeholder).to.equal("Type something")
    await press("Backspace")
    await press("Enter")
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("Type something")
    expect(editable(root).preview().hasAttribute("data-placeholder-shown")).to.equal(true)
    element.setAttribute("placeholder", "Nothing yet")
    await waitFor(
      () => editable(root).preview().textContent === "Nothing yet",
      "the new placeholder",
    )
  })

  it("appends to the text when select on focus is off", async () => {
    const { root } = await mountDemo("editable", { "select-on-focus": "false" })
    await click(editable(root).trigger("edit"))
    await editing(root)
    await press("End")
    await type("!")
    await press("Enter")
    await previewing(root)
    expect(editable(root).preview().textContent).to.equal("Hello World!")
  })

  it("changes the live widget from the Controls tab: disabled and read only", async () => {
    const { root } = await mountDemo("editable")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => editable(root).trigger("edit").disabled, "a disabled Edit button")
    expect(editable(root).preview().getAttribute("aria-disabled")).to.equal("true")
    expect(editable(root).preview().hasAttribute("tabindex")).to.equal(false)
    await click(getByLabelText(within(root), "Disabled"))
    await click(getByLabelText(within(root), "Read-only"))
    await waitFor(
      () => editable(root).preview().getAttribute("aria-readonly") === "true",
      "read only",
    )
    await click(editable(root).trigger("edit"))
    editable(root).preview().focus()
    await nextFrame()
    expect(editable(root).input().hidden).to.equal(true)
  })

  it("shows preview and edit in the Visualizer", async () => {
    const { root } = await mountDemo("editable")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "preview"'), "the preview state")
    editable(root).preview().focus()
    await waitFor(() => visualizerText(root).includes('state: "edit"'), "the edit state")
    await type("Seen")
    await waitFor(() => visualizerText(root).includes('value: "Seen"'), "the typed value")
  })

  it("has no serious or critical axe violations in edit", async () => {
    const { element, root } = await mountDemo("editable")
    editable(root).preview().focus()
    await editing(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
