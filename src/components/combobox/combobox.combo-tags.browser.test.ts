import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"

/*
 * <demo-combobox variant="combo-tags">: chosen countries as tags inside the field. What a
 * basic combobox does not do: show each chosen country as a removable tag, take chosen ones
 * out of the list, and remove the last tag with Backspace in the empty input.
 */

const mount = () => mountDemo("combobox", { variant: "combo-tags" })

function field(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Countries visited" }) as HTMLInputElement,
    tags: () =>
      [...root.querySelectorAll(".sb-combobox-tag")].map((tag) =>
        tag.textContent!.replace("×", ""),
      ),
    remove: (name: string) => queryByRole(all, "button", { name: `Remove ${name}` }),
  }
}

async function add(root: ShadowRoot, search: string, name: string) {
  await type(search)
  await waitFor(() => field(root).optionNames()[0] === name, `${name} first`)
  await press("ArrowDown")
  await press("Enter")
  await waitFor(() => field(root).tags().includes(name), `${name} tagged`)
}

describe('<demo-combobox variant="combo-tags">', () => {
  afterEach(cleanup)

  it("adds each chosen country as a tag and takes it out of the list", async () => {
    const { root } = await mount()
    expect(field(root).tags()).to.deep.equal([])
    await click(field(root).input())
    await add(root, "ken", "Kenya")
    expect(field(root).input().value).to.equal("")
    await add(root, "tog", "Togo")
    expect(field(root).tags()).to.deep.equal(["Kenya", "Togo"])
    await waitFor(() => field(root).optionNames().length > 10, "the full list again")
    expect(field(root).optionNames()).not.to.include("Kenya")
    expect(field(root).optionNames()).not.to.include("Togo")
  })

  it("removes the last tag with Backspace in the empty input", async () => {
    const { root } = await mount()
    await click(field(root).input())
    await add(root, "ken", "Kenya")
    await add(root, "tog", "Togo")
    await press("Escape")
    await press("Backspace")
    await waitFor(() => field(root).tags().join() === "Kenya", "Togo removed")
    await press("Backspace")
    await waitFor(() => field(root).tags().length === 0, "Kenya removed")
    await expectFocus(field(root).input())
  })

  it("removes a tag with its button and offers that country again", async () => {
    const { root } = await mount()
    await click(field(root).input())
    await add(root, "ken", "Kenya")
    await add(root, "peru", "Peru")
    await press("Escape")
    await click(field(root).remove("Kenya")!)
    await waitFor(() => field(root).tags().join() === "Peru", "Kenya removed")
    await click(field(root).input())
    await type("ken")
    await waitFor(() => field(root).optionNames().join() === "Kenya", "Kenya offered again")
  })

  it("has no serious accessibility violations with tags and the list open", async () => {
    const { root, element } = await mount()
    await click(field(root).input())
    await add(root, "ken", "Kenya")
    await type("a")
    await waitFor(() => field(root).listbox(), "the list open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
