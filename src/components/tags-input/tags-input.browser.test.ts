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
  seriousViolations,
  type,
  waitFor,
  waitForValue,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { tagsInput } from "./tags-input.page"

const hasTags = (root: ShadowRoot, expected: string[]) =>
  waitFor(
    () => tagsInput(root).tags().join("|") === expected.join("|"),
    `tags ${expected.join(", ")}`,
  )
const machineState = (root: ShadowRoot, state: string) =>
  waitForVisualizer(root, `state: "${state}"`, `the ${state} state`)

/** A paste as the browser reports it (an input event of type insertFromPaste). */
function paste(target: HTMLInputElement, text: string) {
  target.focus()
  target.value += text
  target.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }))
}

describe("<demo-tags-input>", () => {
  afterEach(cleanup)

  it("shows the label, the two sample tags, the placeholder and a clear button", async () => {
    const { root } = await mountDemo("tags-input")
    expect(getByLabelText(within(root), "Enter frameworks")).to.equal(tagsInput(root).input())
    expect(tagsInput(root).tags()).to.deep.equal(["React", "Vue"])
    expect(tagsInput(root).input().placeholder).to.equal("add tag")
    const hidden = tagsInput(root).hiddenInput()
    expect(hidden.value).to.equal("React, Vue")
    expect(tagsInput(root).clearButton().hidden).to.equal(false)
    expect(tagsInput(root).status()).to.equal("2 tags.")
  })

  it("adds a trimmed tag on Enter and on the comma delimiter; drops empty and duplicate ones", async () => {
    const { root } = await mountDemo("tags-input")
    await tagsInput(root).typeTag("  Svelte  ")
    await hasTags(root, ["React", "Vue", "Svelte"])
    await waitFor(() => tagsInput(root).input().value === "", "the input cleared")
    await tagsInput(root).typeTag("Solid,", "")
    await hasTags(root, ["React", "Vue", "Svelte", "Solid"])
    await tagsInput(root).typeTag("   ")
    await tagsInput(root).typeTag("React")
    await waitFor(() => tagsInput(root).input().value === "", "the duplicate consumed")
    expect(tagsInput(root).tags()).to.deep.equal(["React", "Vue", "Svelte", "Solid"])
    expect(tagsInput(root).status()).to.equal("4 tags.")
  })

  it("deletes a tag with its delete button and all tags with the clear button", async () => {
    const { root } = await mountDemo("tags-input")
    await click(tagsInput(root).deleteButton("Vue"))
    await hasTags(root, ["React"])
    await click(tagsInput(root).clearButton())
    await hasTags(root, [])
    expect(tagsInput(root).status()).to.equal("0 tags.")
    await expectFocus(tagsInput(root).input())
  })

  it("navigates and deletes tags with Backspace, arrows and Delete, shown in the Visualizer", async () => {
    const { root } = await mountDemo("tags-input")
    await openToolbarTab(root, "Visualizer")
    await machineState(root, "idle")
    await click(tagsInput(root).input())
    await machineState(root, "focused:input")
    await press("Backspace")
    await machineState(root, "navigating:tag")
    expect(tagsInput(root).highlighted()).to.equal("Vue")
    await press("ArrowLeft")
    await waitFor(() => tagsInput(root).highlighted() === "React", "React highlighted")
    await press("ArrowRight")
    await waitFor(() => tagsInput(root).highlighted() === "Vue", "Vue highlighted")
    await press("ArrowRight")
    await machineState(root, "focused:input")
    expect(tagsInput(root).highlighted()).to.equal(undefined)
    await press("Backspace")
    await press("Backspace")
    await hasTags(root, ["React"])
    await waitFor(
      () => tagsInput(root).highlighted() === "React",
      "React highlighted after the delete",
    )
    await press("Delete")
    await hasTags(root, [])
    await machineState(root, "focused:input")
  })

  it("highlights the next tag after Delete removes the highlighted one, as zag does", async () => {
    const { root } = await mountDemo("tags-input")
    await tagsInput(root).typeTag("Svelte")
    await tagsInput(root).typeTag("Angular")
    await click(tagsInput(root).tag("Vue"))
    await waitFor(() => tagsInput(root).highlighted() === "Vue", "Vue highlighted")
    await press("Delete")
    await hasTags(root, ["React", "Svelte", "Angular"])
    await waitForValue(
      () => tagsInput(root).highlighted(),
      "Svelte",
      "the highlighted tag after one Delete",
    )
    await press("Delete")
    await hasTags(root, ["React", "Angular"])
    await waitForValue(
      () => tagsInput(root).highlighted(),
      "Angular",
      "the highlighted tag after two",
    )
    await press("Delete")
    await hasTags(root, ["React"])
  })

  it("edits a highlighted tag with Enter, and deletes a tag edited to empty", async () => {
    const { root } = await mountDemo("tags-input")
    await openToolbarTab(root, "Visualizer")
    await click(tagsInput(root).input())
    await press("Backspace")
    await press("Enter")
    await machineState(root, "editing:tag")
    const editor = tagsInput(root).editor("Vue")
    await expectFocus(editor)
    await type("Preact")
    await press("Enter")
    await hasTags(root, ["React", "Preact"])
    await machineState(root, "navigating:tag")

    // A double click edits too; an empty edit deletes the tag. The runner's mouse
    // cannot double-click, so a real click is followed by the dblclick event it would give.
    await click(tagsInput(root).tag("React"))
    const doubleClick = new MouseEvent("dblclick", { bubbles: true, detail: 2 })
    tagsInput(root).tag("React").dispatchEvent(doubleClick)
    await machineState(root, "editing:tag")
    await press("Backspace")
    await press("Enter")
    await hasTags(root, ["Preact"])
  })

  it("ignores tags at the max, and reports rangeOverflow when overflow is allowed", async () => {
    const { root, element } = await mountDemo("tags-input", { max: "3" })
    const logs = captureLogs()
    try {
      await tagsInput(root).typeTag("Svelte")
      await hasTags(root, ["React", "Vue", "Svelte"])
      expect(tagsInput(root).status()).to.equal("3 of 3 tags.Max reached: new tags are ignored.")
      await tagsInput(root).typeTag("Solid")
      expect(tagsInput(root).tags()).to.deep.equal(["React", "Vue", "Svelte"])
      expect(tagsInput(root).input().value).to.equal("Solid")

      element.setAttribute("allow-overflow", "")
      await waitFor(() => !tagsInput(root).status()!.includes("Max reached"), "overflow allowed")
      tagsInput(root).input().focus()
      await press("Enter")
      await hasTags(root, ["React", "Vue", "Svelte", "Solid"])
      await waitFor(
        () => tagsInput(root).status()!.includes("rangeOverflow: 4 tags, more than the max of 3."),
        "the rangeOverflow status",
      )
      expect(tagsInput(root).root().hasAttribute("data-invalid")).to.equal(true)
      expect(tagsInput(root).input().getAttribute("aria-invalid")).to.equal("true")
      expect(logs.lines.map(([line]) => line)).to.include(
        "<demo-tags-input> tag not valid: rangeOverflow",
      )
    } finally {
      logs.restore()
    }
  })

  it("refuses a tag the validator rejects with invalidTag", async () => {
    const { root } = await mountDemo("tags-input", { "max-tag-length": "5" })
    const logs = captureLogs()
    try {
      await tagsInput(root).typeTag("Angular")
      await waitFor(() => tagsInput(root).status()!.includes("invalidTag"), "the invalidTag status")
      expect(tagsInput(root).status()).to.equal(
        '2 tags.invalidTag: "Angular" is longer than 5 characters.',
      )
      expect(tagsInput(root).tags()).to.deep.equal(["React", "Vue"])
      expect(logs.lines.map(([line]) => line)).to.include(
        "<demo-tags-input> tag not valid: invalidTag",
      )
      tagsInput(root).input().select()
      await tagsInput(root).typeTag("Solid")
      await hasTags(root, ["React", "Vue", "Solid"])
      expect(tagsInput(root).status()).to.equal("3 tags.")
    } finally {
      logs.restore()
    }
  })

  it("adds pasted text as tags, split at the delimiter, only when add on paste is on", async () => {
    const { root, element } = await mountDemo("tags-input")
    paste(tagsInput(root).input(), "Svelte, Solid")
    await waitFor(() => tagsInput(root).input().value === "Svelte, Solid", "the pasted text kept")
    expect(tagsInput(root).tags()).to.deep.equal(["React", "Vue"])

    tagsInput(root).input().value = ""
    element.setAttribute("add-on-paste", "")
    await nextFrame()
    paste(tagsInput(root).input(), "Svelte, Solid, Vue")
    await hasTags(root, ["React", "Vue", "Svelte", "Solid"])
    await waitFor(() => tagsInput(root).input().value === "", "the input cleared")
  })

  it("adds or clears the typed text on blur as blur behavior says", async () => {
    const { root, element } = await mountDemo("tags-input", { "blur-behavior": "add" })
    const outside = document.createElement("button")
    outside.textContent = "Outside"
    document.body.append(outside)
    try {
      await tagsInput(root).typeTag("Svelte", "")
      await click(outside)
      await hasTags(root, ["React", "Vue", "Svelte"])

      element.setAttribute("blur-behavior", "clear")
      await tagsInput(root).typeTag("Solid", "")
      await click(outside)
      await waitFor(() => tagsInput(root).input().value === "", "the typed text cleared")
      expect(tagsInput(root).tags()).to.deep.equal(["React", "Vue", "Svelte"])
    } finally {
      outside.remove()
    }
  })

  it("logs the hidden input's tags when they change", async () => {
    const { root } = await mountDemo("tags-input")
    const logs = captureLogs()
    try {
      await tagsInput(root).typeTag("Svelte")
      // Typing logs too (the hidden input still holds two tags then); wait for the added tag.
      const line = await waitFor(
        () =>
          logs.lines.find(
            ([text, values]) =>
              text === "<demo-tags-input> form input" && JSON.stringify(values).includes("Svelte"),
          ),
        "the form log",
      )
      expect(line[1]).to.deep.equal({ frameworks: "React, Vue, Svelte" })
    } finally {
      logs.restore()
    }
  })

  it("changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("tags-input")
    const delimiter = getByLabelText(within(root), "Delimiter") as HTMLInputElement
    await click(delimiter)
    delimiter.select()
    await type(";")
    await tagsInput(root).typeTag("Svelte;", "")
    await hasTags(root, ["React", "Vue", "Svelte"])

    await click(getByLabelText(within(root), "Editable"))
    await click(tagsInput(root).input())
    await press("Backspace")
    await waitFor(() => tagsInput(root).highlighted() === "Svelte", "Svelte highlighted")
    await press("Enter")
    expect(tagsInput(root).openEditor()).to.equal(null)

    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(() => tagsInput(root).input().disabled, "a disabled input")
    expect(tagsInput(root).deleteButton("React")).to.have.property("disabled", true)
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("tags-input")
    await click(tagsInput(root).input())
    await press("Backspace")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
