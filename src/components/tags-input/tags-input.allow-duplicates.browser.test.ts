import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tagsInput } from "./tags-input.page"

/*
 * <demo-tags-input variant="allow-duplicates">: zag's allowDuplicates scenarios of
 * e2e/tags-input.e2e.ts ported (adding, editing and pasting a tag that is already there
 * keeps every copy). The demo drops repeats, so each of these fails on it.
 */

const mountDuplicates = (attributes: Record<string, string> = {}) =>
  mountDemo("tags-input", { variant: "allow-duplicates", ...attributes })

const hasTags = (root: ShadowRoot, expected: string[]) =>
  waitFor(
    () => tagsInput(root).tags().join("|") === expected.join("|"),
    `tags ${expected.join(", ")}`,
  )

describe('<demo-tags-input variant="allow-duplicates">', () => {
  afterEach(cleanup)

  it("keeps every copy of a tag added again, and counts them", async () => {
    const { root } = await mountDuplicates()
    expect(getByRole(within(root), "textbox", { name: /repeats allowed/ })).to.equal(
      tagsInput(root).input(),
    )
    await tagsInput(root).typeTag("React")
    await tagsInput(root).typeTag("React")
    await hasTags(root, ["React", "Vue", "React", "React"])
    expect(getByRole(within(root), "status").textContent).to.equal("4 tags.")
    expect(root.querySelector<HTMLInputElement>('input[name="tags"]')!.value).to.equal(
      "React, Vue, React, React",
    )
  })

  it("lets a tag be edited into one already there", async () => {
    const { root } = await mountDuplicates()
    await click(tagsInput(root).input())
    await press("ArrowLeft")
    await waitFor(() => tagsInput(root).highlighted() === "Vue", "Vue highlighted")
    await press("Enter")
    await expectFocus(tagsInput(root).editor("Vue"))
    await type("React")
    await press("Enter")
    await hasTags(root, ["React", "React"])
  })

  it("keeps the repeats of a paste split into tags", async () => {
    const { root } = await mountDuplicates({ "add-on-paste": "" })
    const input = tagsInput(root).input()
    input.focus()
    // zag takes the focus a microtask later; a paste before that is dropped.
    await nextFrame()
    input.value = "React, React"
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }))
    await hasTags(root, ["React", "Vue", "React", "React"])
  })

  it("deletes only the copy whose delete button is pressed", async () => {
    const { root } = await mountDuplicates()
    await tagsInput(root).typeTag("Vue")
    await hasTags(root, ["React", "Vue", "Vue"])
    const deletes = root.querySelectorAll<HTMLButtonElement>('[data-part="item-delete-trigger"]')
    await click(deletes[2]!)
    await hasTags(root, ["React", "Vue"])
  })

  it("has no serious accessibility violations", async () => {
    const { root, element } = await mountDuplicates()
    await tagsInput(root).typeTag("React")
    await hasTags(root, ["React", "Vue", "React"])
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
