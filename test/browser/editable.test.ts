import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  visualizerText,
  waitFor,
} from "./helpers"

const within = (root: ShadowRoot) => root as unknown as HTMLElement
const part = <E extends HTMLElement = HTMLElement>(root: ShadowRoot, name: string) =>
  root.querySelector<E>(`[data-scope="editable"][data-part="${name}"]`)!
const preview = (root: ShadowRoot) => part(root, "preview")
const input = (root: ShadowRoot) => part<HTMLInputElement>(root, "input")
const button = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLButtonElement>(`[data-scope="editable"][data-part="${name}-trigger"]`)!
const statusText = (root: ShadowRoot) => getByRole(within(root), "status").textContent
const editing = (root: ShadowRoot) => waitFor(() => !input(root).hidden, "edit mode")
const previewing = (root: ShadowRoot) => waitFor(() => !preview(root).hidden, "preview mode")

/** Something outside the demo to click, to leave the field. */
function outsideButton() {
  const outside = document.createElement("button")
  outside.textContent = "Outside"
  document.body.append(outside)
  return outside
}

describe("<demo-editable>", () => {
  afterEach(cleanup)

  it("shows the label, the preview text and an Edit button, with the SPEC defaults", async () => {
    const { root } = await mountDemo("editable")
    expect(part(root, "label").textContent).to.equal("Editable text")
    expect(preview(root).textContent).to.equal("Hello World")
    expect(input(root).hidden).to.equal(true)
    expect(input(root).name).to.equal("text")
    // SPEC §9: max length 1000.
    expect(input(root).maxLength).to.equal(1000)
    expect(button(root, "edit").hidden).to.equal(false)
    expect(button(root, "submit").hidden).to.equal(true)
    expect(button(root, "cancel").hidden).to.equal(true)
    expect(getByLabelText(within(root), "Editable text")).to.equal(input(root))
  })

  it("edits on focus, replaces the selected text and saves with Enter", async () => {
    const { root } = await mountDemo("editable")
    const logs = captureLogs()
    try {
      preview(root).focus()
      await editing(root)
      await expectFocus(input(root))
      expect(input(root).selectionStart).to.equal(0)
      expect(input(root).selectionEnd).to.equal("Hello World".length)
      await type("Statebook")
      expect(root.querySelector(".sb-editable-note")!.textContent).to.equal("9 of 1000 characters")
      await press("Enter")
      await previewing(root)
      expect(preview(root).textContent).to.equal("Statebook")
      expect(statusText(root)).to.equal('Saved: "Statebook"')
      const submitted = logs.lines.find(([text]) => text === "<demo-editable> editable submitted")
      expect(submitted?.[1]).to.equal("Statebook")
      const typed = logs.lines.filter(([text]) => text === "<demo-editable> form input")
      expect(typed.at(-1)?.[1]).to.deep.equal({ text: "Statebook" })
      await expectFocus(button(root, "edit"))
    } finally {
      logs.restore()
    }
  })

  it("cancels with Escape and keeps the old text", async () => {
    const { root } = await mountDemo("editable")
    preview(root).focus()
    await editing(root)
    await type("Draft")
    await press("Escape")
    await previewing(root)
    expect(preview(root).textContent).to.equal("Hello World")
    expect(statusText(root)).to.equal('Cancelled: kept "Hello World"')
  })

  it("saves with the Save button and cancels with the Cancel button", async () => {
    const { root } = await mountDemo("editable")
    await click(getByRole(within(root), "button", { name: "Edit" }))
    await editing(root)
    expect(button(root, "edit").hidden).to.equal(true)
    await type("First")
    await click(getByRole(within(root), "button", { name: "Save" }))
    await previewing(root)
    expect(preview(root).textContent).to.equal("First")

    await click(getByRole(within(root), "button", { name: "Edit" }))
    await editing(root)
    await type("Second")
    await click(getByRole(within(root), "button", { name: "Cancel" }))
    await previewing(root)
    expect(preview(root).textContent).to.equal("First")
  })

  it("saves when the field is left in submit mode both, and cancels in submit mode enter", async () => {
    const { root, element } = await mountDemo("editable")
    const outside = outsideButton()
    try {
      preview(root).focus()
      await editing(root)
      await type("Blurred")
      await click(outside)
      await previewing(root)
      expect(preview(root).textContent).to.equal("Blurred")

      element.setAttribute("submit-mode", "enter")
      await nextFrame()
      preview(root).focus()
      await editing(root)
      await type("Lost")
      await click(outside)
      await previewing(root)
      expect(preview(root).textContent).to.equal("Blurred")
    } finally {
      outside.remove()
    }
  })

  it("does not save on Enter in submit mode blur or none", async () => {
    const { root } = await mountDemo("editable", { "submit-mode": "none" })
    preview(root).focus()
    await editing(root)
    await type("Typed")
    await press("Enter")
    await nextFrame()
    expect(input(root).hidden).to.equal(false)
    await click(getByRole(within(root), "button", { name: "Save" }))
    await previewing(root)
    expect(preview(root).textContent).to.equal("Typed")
  })

  it("starts editing on click, on double click, or only from the Edit button, by activation mode", async () => {
    const { root, element } = await mountDemo("editable", { "activation-mode": "click" })
    await click(preview(root))
    await editing(root)
    await press("Escape")
    await previewing(root)

    element.setAttribute("activation-mode", "dblclick")
    await nextFrame()
    preview(root).focus()
    await click(preview(root))
    await nextFrame()
    expect(input(root).hidden).to.equal(true)
    // The runner's mouse cannot double-click: the real click is followed by its dblclick event.
    preview(root).dispatchEvent(new MouseEvent("dblclick", { bubbles: true, detail: 2 }))
    await editing(root)
    await press("Escape")
    await previewing(root)

    element.setAttribute("activation-mode", "none")
    await nextFrame()
    await click(preview(root))
    preview(root).dispatchEvent(new MouseEvent("dblclick", { bubbles: true, detail: 2 }))
    await nextFrame()
    expect(input(root).hidden).to.equal(true)
    await click(button(root, "edit"))
    await editing(root)
  })

  it("cuts typed text at the max length", async () => {
    const { root } = await mountDemo("editable", { "max-length": "5" })
    preview(root).focus()
    await editing(root)
    await type("abcdefgh")
    expect(input(root).value).to.equal("abcde")
    await press("Enter")
    await previewing(root)
    expect(preview(root).textContent).to.equal("abcde")
  })

  it("shows the placeholder when the text is emptied", async () => {
    const { root, element } = await mountDemo("editable")
    preview(root).focus()
    await editing(root)
    expect(input(root).placeholder).to.equal("Type something")
    await press("Backspace")
    await press("Enter")
    await previewing(root)
    expect(preview(root).textContent).to.equal("Type something")
    expect(preview(root).hasAttribute("data-placeholder-shown")).to.equal(true)
    element.setAttribute("placeholder", "Nothing yet")
    await waitFor(() => preview(root).textContent === "Nothing yet", "the new placeholder")
  })

  it("appends to the text when select on focus is off", async () => {
    const { root } = await mountDemo("editable", { "select-on-focus": "false" })
    await click(button(root, "edit"))
    await editing(root)
    await press("End")
    await type("!")
    await press("Enter")
    await previewing(root)
    expect(preview(root).textContent).to.equal("Hello World!")
  })

  it("changes the live widget from the Controls tab: disabled and read only", async () => {
    const { root } = await mountDemo("editable")
    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => button(root, "edit").disabled, "a disabled Edit button")
    expect(preview(root).getAttribute("aria-disabled")).to.equal("true")
    expect(preview(root).hasAttribute("tabindex")).to.equal(false)
    await click(getByLabelText(within(root), "Disabled"))
    await click(getByLabelText(within(root), "Read-only"))
    await waitFor(() => preview(root).getAttribute("aria-readonly") === "true", "read only")
    await click(button(root, "edit"))
    preview(root).focus()
    await nextFrame()
    expect(input(root).hidden).to.equal(true)
  })

  it("shows preview and edit in the Visualizer", async () => {
    const { root } = await mountDemo("editable")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "preview"'), "the preview state")
    preview(root).focus()
    await waitFor(() => visualizerText(root).includes('state: "edit"'), "the edit state")
    await type("Seen")
    await waitFor(() => visualizerText(root).includes('value: "Seen"'), "the typed value")
  })

  it("has no serious or critical axe violations in edit", async () => {
    const { element, root } = await mountDemo("editable")
    preview(root).focus()
    await editing(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
