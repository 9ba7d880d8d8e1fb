import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tagsInput } from "./tags-input.page"

/*
 * <demo-tags-input variant="form">: zag's "tags-input / form" scenarios of
 * e2e/tags-input.e2e.ts ported: a native submission carries the tags as they are after
 * adding, deleting and clearing. The demo has no Submit button and no record of a submission.
 */

async function mountForm() {
  const { root, element } = await mountDemo("tags-input", { variant: "form" })
  const scope = within(root)
  const submit = () => click(getByRole(scope, "button", { name: "Submit" }))
  const sent = () => root.querySelector(".sb-tags-input-submitted dd:last-of-type")!.textContent
  const sentAs = (text: string) => waitFor(() => sent() === text, `“${text}” sent`)
  return { root, element, submit, sent, sentAs }
}

describe('<demo-tags-input variant="form">', () => {
  afterEach(cleanup)

  it("is a named form that has sent nothing yet", async () => {
    const { root, sent } = await mountForm()
    expect(getByRole(within(root), "form", { name: "Frameworks form" })).to.not.equal(null)
    expect(sent()).to.equal("nothing yet")
  })

  it("submits tags added after mount", async () => {
    const { root, submit, sentAs } = await mountForm()
    await tagsInput(root).typeTag("Svelte")
    await waitFor(() => tagsInput(root).tags().length === 3, "Svelte added")
    await submit()
    await sentAs("React, Vue, Svelte")
    expect(root.querySelector(".sb-tags-input-submitted dd")!.textContent).to.equal("once")
  })

  it("submits without a tag deleted after mount", async () => {
    const { root, submit, sentAs } = await mountForm()
    await click(tagsInput(root).deleteButton("Vue"))
    await waitFor(() => tagsInput(root).tags().join() === "React", "Vue deleted")
    await submit()
    await sentAs("React")
  })

  it("submits no tags once cleared, and counts each submission", async () => {
    const { root, submit, sentAs } = await mountForm()
    await submit()
    await sentAs("React, Vue")
    await click(tagsInput(root).clearButton())
    await waitFor(() => tagsInput(root).tags().length === 0, "the tags cleared")
    await submit()
    await sentAs("no tags")
    expect(root.querySelector(".sb-tags-input-submitted dd")!.textContent).to.equal("2 times")
  })

  it("has no serious accessibility violations", async () => {
    const { element, submit, sentAs } = await mountForm()
    await submit()
    await sentAs("React, Vue")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
