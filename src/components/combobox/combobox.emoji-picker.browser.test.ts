import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-combobox variant="emoji-picker">: a search box over a grid of emojis (zag's listbox
 * with a grid collection). What a combobox list cannot do: move through options in two
 * dimensions, a cell with Left/Right and a row of eight with Up/Down.
 */

const mount = () => mountDemo("combobox", { variant: "emoji-picker" })

function picker(root: ShadowRoot) {
  const all = within(root)
  return {
    search: () => getByRole(all, "textbox", { name: "Search emojis" }) as HTMLInputElement,
    grid: () => getByRole(all, "listbox"),
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    names: () =>
      [...root.querySelectorAll<HTMLElement>('[role="option"]')].map((o) =>
        o.getAttribute("aria-label"),
      ),
    highlighted: () =>
      root
        .querySelector<HTMLElement>('[role="option"][data-highlighted]')
        ?.getAttribute("aria-label"),
    chosen: () => root.querySelector(".sb-combobox-selected")!.textContent,
  }
}

describe('<demo-combobox variant="emoji-picker">', () => {
  afterEach(cleanup)

  it("shows 40 emojis in rows of eight, named for assistive technology", async () => {
    const { root } = await mount()
    expect(picker(root).options()).to.have.length(40)
    expect(picker(root).names()[0]).to.equal("Grinning face")
    const [first, , , , , , , , ninth] = picker(root).options()
    expect(ninth!.getBoundingClientRect().top).to.be.greaterThan(first!.getBoundingClientRect().top)
    expect(Math.round(ninth!.getBoundingClientRect().left)).to.equal(
      Math.round(first!.getBoundingClientRect().left),
    )
  })

  it("moves by a cell with Left/Right and by a row with Up/Down", async () => {
    const { root } = await mount()
    picker(root).search().focus()
    await press("Tab")
    await waitFor(() => picker(root).highlighted() === "Grinning face", "the first highlighted")
    await press("ArrowDown")
    await waitFor(() => picker(root).highlighted() === "Waving hand", "one row down")
    await press("ArrowRight")
    await waitFor(() => picker(root).highlighted() === "Thumbs up", "one cell right")
    await press("ArrowDown")
    await waitFor(() => picker(root).highlighted() === "Dog face", "another row down")
    await press("ArrowUp")
    await waitFor(() => picker(root).highlighted() === "Thumbs up", "back up a row")
    await press("Enter")
    await waitFor(() => picker(root).chosen() === "Chosen: 👍 Thumbs up", "Thumbs up chosen")
  })

  it("filters by name and keyword, highlighting the first match, and Enter picks it", async () => {
    const { root } = await mount()
    await click(picker(root).search())
    await type("pet")
    await waitFor(() => picker(root).options().length === 2, "two pets")
    expect(picker(root).names()).to.deep.equal(["Cat face", "Dog face"])
    await waitFor(() => picker(root).highlighted() === "Cat face", "the first match highlighted")
    await press("Enter")
    await waitFor(() => picker(root).chosen() === "Chosen: 🐱 Cat face", "Cat face chosen")
    await type("zzz")
    await waitFor(() => root.textContent?.includes("No emoji matches “petzzz”."), "no match")
  })

  it("picks by click", async () => {
    const { root } = await mount()
    await click(getByRole(picker(root).grid(), "option", { name: "Rocket" }))
    await waitFor(() => picker(root).chosen() === "Chosen: 🚀 Rocket", "Rocket chosen")
  })

  it("lists the grid's keys (its own map, not the combobox's) in the Accessibility tab", async () => {
    const { root } = await mount()
    await openToolbarTab(root, "Accessibility")
    await waitFor(
      () => root.textContent?.includes("Highlights the emoji in the same column"),
      "the emoji grid's keys",
    )
    expect(root.textContent).not.to.contain("Opens the list if it is closed")
  })

  it("has no serious accessibility violations while searching", async () => {
    const { root, element } = await mount()
    await click(picker(root).search())
    await type("a")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
