import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
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
 * <demo-combobox variant="combo-textarea">: mentions in a message. What a basic combobox
 * does not do: stay closed while text is typed, open only for an "@" word, and write the
 * chosen country into the text in place of that word, keeping the rest.
 */

const mount = () => mountDemo("combobox", { variant: "combo-textarea" })

function message(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    box: () => getByRole(all, "combobox", { name: "Message" }) as HTMLTextAreaElement,
    status: () => root.querySelector(".sb-combobox-chosen")!.textContent,
  }
}

async function typeIn(root: ShadowRoot, text: string) {
  await click(message(root).box())
  await type(text)
}

describe('<demo-combobox variant="combo-textarea">', () => {
  afterEach(cleanup)

  it("stays closed while ordinary text is typed", async () => {
    const { root } = await mount()
    expect(message(root).box().localName).to.equal("textarea")
    await typeIn(root, "Flights to go")
    await waitFor(() => message(root).box().value === "Flights to go", "the text typed")
    expect(message(root).listbox()).to.equal(null)
    expect(message(root).status()).to.equal("Not mentioning anyone")
  })

  it("opens for an @ word, filtered by its letters, and Enter writes the first match", async () => {
    const { root } = await mount()
    await typeIn(root, "Visiting @ke")
    await waitFor(() => message(root).listbox(), "the list to open")
    expect(message(root).status()).to.equal("Mentioning: “ke”")
    expect(message(root).optionNames()).to.deep.equal(["Kenya", "Turkey"])
    const bottom = message(root).box().getBoundingClientRect().bottom
    await waitFor(
      () => message(root).listbox()!.getBoundingClientRect().top >= bottom,
      "the list placed below the message box",
    )
    await press("Enter")
    await waitFor(() => message(root).box().value === "Visiting @Kenya ", "Kenya written")
    await waitFor(() => !message(root).listbox(), "the list to close")
    await expectFocus(message(root).box())
    await type("next week")
    await waitFor(
      () => message(root).box().value === "Visiting @Kenya next week",
      "typing goes on after the mention",
    )
  })

  it("writes a clicked country, and allows several mentions", async () => {
    const { root } = await mountDemo("combobox", { variant: "combo-textarea" })
    await typeIn(root, "@to")
    await waitFor(() => message(root).optionNames().length === 3, "three matches")
    await click(message(root).option("Togo"))
    await waitFor(() => message(root).box().value === "@Togo ", "Togo written")
    await click(message(root).box())
    message(root).box().setSelectionRange(6, 6)
    await type("and @gha")
    await waitFor(() => message(root).optionNames().join() === "Ghana", "Ghana offered")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => message(root).box().value === "@Togo and @Ghana ", "Ghana written")
  })

  it("closes on Escape and when the @ word ends, keeping the text", async () => {
    const { root } = await mount()
    await typeIn(root, "@ch")
    await waitFor(() => message(root).listbox(), "the list to open")
    await press("Escape")
    await waitFor(() => !message(root).listbox(), "Escape to close it")
    expect(message(root).box().value).to.equal("@ch")
    await type("i")
    await waitFor(() => message(root).listbox(), "the list to open again")
    await type(" ")
    await waitFor(() => !message(root).listbox(), "a space to close it")
    expect(message(root).box().value).to.equal("@chi ")
  })

  it("has no serious accessibility violations with the suggestions open", async () => {
    const { root, element } = await mount()
    await typeIn(root, "Hello @a")
    await waitFor(() => message(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
