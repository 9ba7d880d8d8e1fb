import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tagsInput } from "./tags-input.page"

/*
 * <demo-tags-input variant="validate">, zag's tags-input/validate: only lowercase letters
 * make a tag. The demo takes "Svelte" and says nothing of a repeat; here both are refused and
 * the reason is given, tied to the input.
 */

const mountValidate = () => mountDemo("tags-input", { variant: "validate" })
// Queried by selector: while empty, the message is hidden and so has no role to find.
const alertText = (root: ShadowRoot) => root.querySelector('[role="alert"]')!.textContent

describe('<demo-tags-input variant="validate">', () => {
  afterEach(cleanup)

  it("refuses a tag with capitals and says why", async () => {
    const { root } = await mountValidate()
    const input = getByRole(within(root), "textbox", { name: "Tags, lowercase letters only" })
    await tagsInput(root).typeTag("Svelte")
    await waitFor(() => /lowercase letters only/.test(alertText(root) ?? ""), "the refusal")
    expect(alertText(root)).to.equal("“Svelte” was not added: use lowercase letters only.")
    expect(tagsInput(root).tags()).to.deep.equal(["react", "vue"])
    const described = input.getAttribute("aria-describedby")!
    expect(root.getElementById(described)).to.equal(
      getByRole(input.parentElement!.parentElement!, "alert"),
    )
  })

  it("takes a lowercase tag and clears the message", async () => {
    const { root } = await mountValidate()
    await tagsInput(root).typeTag("solid1")
    await waitFor(() => alertText(root) !== "", "the refusal of solid1")
    tagsInput(root).input().select()
    await tagsInput(root).typeTag("svelte")
    await waitFor(() => tagsInput(root).tags().length === 3, "svelte added")
    expect(tagsInput(root).tags()).to.deep.equal(["react", "vue", "svelte"])
    expect(alertText(root)).to.equal("")
  })

  it("names a repeat as one instead of dropping it silently", async () => {
    const { root } = await mountValidate()
    await tagsInput(root).typeTag("vue")
    await waitFor(() => alertText(root) === "“vue” is already a tag.", "the repeat named")
    expect(tagsInput(root).tags()).to.deep.equal(["react", "vue"])
  })

  it("has no serious accessibility violations with a message shown", async () => {
    const { root, element } = await mountValidate()
    await tagsInput(root).typeTag("React")
    await waitFor(() => queryByRole(within(root), "alert")?.textContent !== "", "the refusal")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
