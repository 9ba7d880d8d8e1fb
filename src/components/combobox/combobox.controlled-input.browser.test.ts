import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"

/*
 * <demo-combobox variant="controlled-input">: the app holds the value and the input's text.
 * What a basic combobox does not show: the app's copy of both following the user, and the
 * app setting the input's text itself.
 */

const mount = () => mountDemo("combobox", { variant: "controlled-input" })

function field(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Country" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    app: () => root.querySelector(".sb-combobox-selected")!.textContent,
    button: () => getByRole(all, "button", { name: "Type “Ice” for me" }),
  }
}

describe('<demo-combobox variant="controlled-input">', () => {
  afterEach(cleanup)

  it("keeps the app's input text in step with typing, and filters by it", async () => {
    const { root } = await mount()
    expect(field(root).app()).to.equal("App value: none; app input text: “”")
    await click(field(root).input())
    await type("ger")
    await waitFor(() => field(root).app() === "App value: none; app input text: “ger”", "ger")
    await waitFor(() => field(root).optionNames().length === 2, "two matches")
    expect(field(root).optionNames()).to.deep.equal(["Germany", "Nigeria"])
  })

  it("writes the chosen country's name into the app's input text", async () => {
    const { root } = await mount()
    await click(field(root).input())
    await type("ger")
    await waitFor(() => field(root).listbox(), "the list to open")
    await click(field(root).option("Germany"))
    await waitFor(
      () => field(root).app() === "App value: DE; app input text: “Germany”",
      "Germany in the app",
    )
    expect(field(root).input().value).to.equal("Germany")
  })

  it("shows text the app sets, and lists what matches it", async () => {
    const { root } = await mount()
    await click(field(root).button())
    await waitFor(() => field(root).input().value === "Ice", "Ice in the input")
    await click(field(root).toggle())
    await waitFor(() => field(root).listbox(), "the list to open")
    expect(field(root).optionNames()).to.deep.equal(["Iceland"])
  })

  it("has no serious accessibility violations with the list open", async () => {
    const { root, element } = await mount()
    await click(field(root).input())
    await type("a")
    await waitFor(() => field(root).listbox(), "the list to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
