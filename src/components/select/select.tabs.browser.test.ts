import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-select variant="tabs">: a branch-or-tag picker, tabs inside the select's popup. What
 * a basic select cannot do: switch its whole list of options from tabs in the popup, and
 * stay open while the user does.
 */

const mount = () => mountDemo("select", { variant: "tabs" })

function picker(root: ShadowRoot) {
  const all = within(root)
  return {
    trigger: () => getByRole(all, "combobox", { name: "Switch branch or tag" }),
    valueText: () => part(all, "select", "value-text").textContent,
    popup: () => queryByRole(all, "dialog"),
    tab: (name: string) => getByRole(all, "tab", { name }),
    list: () => getByRole(all, "listbox"),
    optionNames: () =>
      [...root.querySelectorAll('[data-scope="select"][data-part="item-text"]')].map(
        (text) => text.textContent,
      ),
    option: (name: string) => getByRole(picker(root).list(), "option", { name }),
  }
}

async function open(root: ShadowRoot) {
  await click(picker(root).trigger())
  await waitFor(() => picker(root).popup(), "the popup to open")
}

describe('<demo-select variant="tabs">', () => {
  afterEach(cleanup)

  it("opens on the Branches tab, listing branches, main chosen", async () => {
    const { root } = await mount()
    expect(picker(root).valueText()).to.equal("Branch: main")
    await open(root)
    expect(picker(root).tab("Branches").getAttribute("aria-selected")).to.equal("true")
    expect(picker(root).optionNames()).to.deep.equal([
      "main",
      "develop",
      "feature/search",
      "fix/focus-ring",
      "release/2.0",
    ])
    expect(picker(root).option("main").getAttribute("aria-selected")).to.equal("true")
  })

  it("switches the options with the Tags tab and stays open, then chooses a tag", async () => {
    const { root } = await mount()
    await open(root)
    await click(picker(root).tab("Tags"))
    await waitFor(() => picker(root).optionNames()[0] === "v2.0.0", "the tags listed")
    expect(picker(root).popup()).to.not.equal(null)
    expect(picker(root).optionNames()).to.have.length(5)
    // The highlight moved into the new list: it points at an option that is there.
    const active = picker(root).list().getAttribute("aria-activedescendant")
    expect(active).to.equal(picker(root).option("v2.0.0").id)
    await click(picker(root).option("v1.9.0"))
    await waitFor(() => picker(root).valueText() === "Tag: v1.9.0", "v1.9.0 chosen")
    await waitFor(() => picker(root).popup() === null, "the popup to close")
  })

  it("moves between tabs with the arrow keys", async () => {
    const { root } = await mount()
    await open(root)
    picker(root).tab("Branches").focus()
    await press("ArrowRight")
    await waitFor(
      () => picker(root).tab("Tags").getAttribute("aria-selected") === "true",
      "the Tags tab selected",
    )
    await waitFor(() => picker(root).optionNames()[0] === "v2.0.0", "the tags listed")
    expect(picker(root).popup()).to.not.equal(null)
  })

  it("closes on Escape without changing the value", async () => {
    const { root } = await mount()
    await open(root)
    await click(picker(root).tab("Tags"))
    await press("Escape")
    await waitFor(() => picker(root).popup() === null, "the popup to close")
    expect(picker(root).valueText()).to.equal("Branch: main")
  })

  it("has no serious accessibility violations with the popup open on each tab", async () => {
    const { root, element } = await mount()
    await open(root)
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(picker(root).tab("Tags"))
    await waitFor(() => picker(root).optionNames()[0] === "v2.0.0", "the tags listed")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
