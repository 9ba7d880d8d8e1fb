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

/*
 * <demo-combobox variant="virtualized">: 1,200 people, of which only the options in view
 * are in the DOM. What a basic combobox cannot do: hold a list that long while rendering a
 * dozen options, keep the keyboard highlight rendered as it moves far away, and scroll a
 * chosen option back into view when the list reopens.
 */

const TOTAL = 1200
/** More than the view and overscan hold, far fewer than the list. */
const WINDOW_MAX = 30

const mount = () => mountDemo("combobox", { variant: "virtualized" })

function people(root: ShadowRoot) {
  const all = within(root)
  return {
    input: () => getByRole(all, "combobox", { name: "Find a colleague" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    listbox: () => root.querySelector<HTMLElement>('[data-scope="combobox"][data-part="content"]')!,
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    option: (name: string) =>
      [...root.querySelectorAll<HTMLElement>('[role="option"]')].find(
        (option) => option.textContent?.replace("✓", "") === name,
      ),
    highlighted: () => root.querySelector<HTMLElement>('[role="option"][data-highlighted]'),
    status: () => root.querySelector(".sb-combobox-chosen")!.textContent,
  }
}

async function open(root: ShadowRoot) {
  await click(people(root).toggle())
  await waitFor(() => !people(root).listbox().hidden, "the list to open")
}

/** True when `element` lies inside the list's visible box. */
function inView(root: ShadowRoot, element: HTMLElement) {
  const list = people(root).listbox().getBoundingClientRect()
  const box = element.getBoundingClientRect()
  return box.top >= list.top - 1 && box.bottom <= list.bottom + 1
}

describe('<demo-combobox variant="virtualized">', () => {
  afterEach(cleanup)

  it("holds 1,200 people but renders only a window of options", async () => {
    const { root } = await mount()
    expect(people(root).status()).to.equal("1,200 of 1,200 people")
    await open(root)
    const options = people(root).options()
    expect(options.length).to.be.greaterThan(5)
    expect(options.length).to.be.lessThan(WINDOW_MAX)
    expect(options[0]!.getAttribute("aria-setsize")).to.equal(String(TOTAL))
    expect(options[0]!.getAttribute("aria-posinset")).to.equal("1")
    expect(options[0]!.textContent).to.contain("Ada Abe")
    expect(people(root).option("Zoe Zhang")).to.equal(undefined)
  })

  it("renders other rows as the list scrolls, with the full height kept", async () => {
    const { root } = await mount()
    await open(root)
    const list = people(root).listbox()
    expect(list.scrollHeight).to.be.greaterThan(TOTAL * 30)
    list.scrollTop = 600 * 32
    const middle = await waitFor(
      () =>
        people(root)
          .options()
          .find((option) => option.getAttribute("aria-posinset") === "601"),
      "the 601st person rendered",
    )
    expect(inView(root, middle)).to.equal(true)
    expect(people(root).options().length).to.be.lessThan(WINDOW_MAX)
    expect(people(root).option("Ada Abe")).to.equal(undefined)
  })

  it("End and Home move the highlight to the last and first person and render them", async () => {
    const { root } = await mount()
    await open(root)
    await expectFocus(people(root).input())
    await press("End")
    const last = await waitFor(
      () =>
        people(root).highlighted()?.textContent?.includes("Zoe Zhang") &&
        people(root).highlighted(),
      "Zoe Zhang highlighted",
    )
    expect(last.getAttribute("aria-posinset")).to.equal(String(TOTAL))
    expect(people(root).input().getAttribute("aria-activedescendant")).to.equal(last.id)
    await waitFor(() => inView(root, people(root).highlighted()!), "the last person in view")
    expect(people(root).options().length).to.be.lessThan(WINDOW_MAX)
    await press("Home")
    await waitFor(
      () => people(root).highlighted()?.textContent?.includes("Ada Abe"),
      "Ada Abe highlighted",
    )
    await waitFor(() => inView(root, people(root).highlighted()!), "the first person in view")
  })

  it("ArrowUp from the closed input opens on the last person; Enter chooses them", async () => {
    const { root } = await mount()
    people(root).input().focus()
    await press("ArrowUp")
    await waitFor(
      () => people(root).highlighted()?.textContent?.includes("Zoe Zhang"),
      "the last person highlighted",
    )
    await press("Enter")
    await waitFor(() => people(root).input().value === "Zoe Zhang", "Zoe Zhang chosen")
    expect(people(root).status()).to.equal("1,200 of 1,200 people; chosen: Zoe Zhang")
  })

  it("filters as the user types, still windowed", async () => {
    const { root } = await mount()
    await click(people(root).input())
    await type("li")
    await waitFor(() => !people(root).listbox().hidden, "the list to open while typing")
    await waitFor(() => people(root).status() !== "1,200 of 1,200 people", "a shorter list")
    const count = Number(people(root).status()!.split(" ")[0]!.replace(",", ""))
    expect(count).to.be.greaterThan(WINDOW_MAX)
    expect(people(root).options().length).to.be.lessThan(WINDOW_MAX)
    for (const option of people(root).options())
      expect(option.textContent!.toLowerCase()).to.contain("li")
    await type("am s")
    await waitFor(() => people(root).status() === "1 of 1,200 people", "one match")
    expect(
      people(root)
        .options()
        .map((option) => option.textContent),
    ).to.deep.equal(["Liam Silva✓"])
  })

  it("scrolls a chosen person far down the list back into view when it reopens", async () => {
    const { root } = await mount()
    await open(root)
    people(root).listbox().scrollTop = 900 * 32
    const far = await waitFor(
      () =>
        people(root)
          .options()
          .find((option) => option.getAttribute("aria-posinset") === "905"),
      "the 905th person rendered",
    )
    const name = far.textContent!.replace("✓", "")
    await click(far)
    await waitFor(() => people(root).input().value === name, `${name} chosen`)
    await waitFor(() => people(root).listbox().hidden, "the list to close")
    await open(root)
    const chosen = await waitFor(
      () => people(root).option(name),
      `${name} rendered again on reopening`,
    )
    expect(chosen.getAttribute("aria-selected")).to.equal("true")
    await waitFor(() => inView(root, people(root).option(name)!), `${name} in view`)
  })

  it("has no serious accessibility violations with the list open far down", async () => {
    const { root, element } = await mount()
    await open(root)
    await press("End")
    await waitFor(() => people(root).highlighted(), "a highlighted person")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
