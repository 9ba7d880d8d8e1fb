import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-popover variant="multiple-trigger">: one popover, a Details button per row of a
 * table. zag's scenarios (e2e/popover-multiple-trigger.e2e.ts) ported: what a single-trigger
 * popover cannot do is open from any row, show that row's file, and move to another row's
 * button while open.
 */

const FILES = ["Quarterly report.pdf", "Budget.xlsx", "Meeting notes.md"]

function filesDemo(root: ShadowRoot) {
  return {
    trigger: (file: string) => getByRole(within(root), "button", { name: `Details of ${file}` }),
    triggers: () =>
      FILES.map((file) => getByRole(within(root), "button", { name: `Details of ${file}` })),
    /** The open popover, named by the file it shows, or null while it is closed. */
    popover: () => queryByRole(within(root), "dialog"),
    positioner: () =>
      root.querySelector<HTMLElement>('[data-scope="popover"][data-part="positioner"]')!,
    status: () => getByRole(within(root), "status").textContent,
  }
}

const mount = () => mountDemo("popover", { variant: "multiple-trigger" })

async function openFrom(root: ShadowRoot, file: string) {
  await click(filesDemo(root).trigger(file))
  return waitFor(() => {
    const open = filesDemo(root).popover()
    return open?.textContent?.includes(file) ? open : null
  }, `the popover showing ${file}`)
}

describe('<demo-popover variant="multiple-trigger">', () => {
  afterEach(cleanup)

  it("has a Details button per row, all closed, and a basic popover would have one trigger", async () => {
    const { root } = await mount()
    const triggers = filesDemo(root).triggers()
    expect(triggers).to.have.length(3)
    for (const trigger of triggers) expect(trigger.getAttribute("aria-expanded")).to.equal("false")
    expect(filesDemo(root).popover()).to.equal(null)
    expect(filesDemo(root).status()).to.equal("Opened from: none")
  })

  it("opens from a row's trigger and shows that row's file, named by its title", async () => {
    const { root } = await mount()
    const popover = await openFrom(root, "Quarterly report.pdf")
    expect(getByRole(within(root), "dialog", { name: "Quarterly report.pdf" })).to.equal(popover)
    expect(filesDemo(root).status()).to.equal("Opened from: Quarterly report.pdf")
  })

  it("moves to another row's trigger while open, showing its file below the first", async () => {
    const { root } = await mount()
    await openFrom(root, "Meeting notes.md")
    const first = filesDemo(root).positioner().getBoundingClientRect().y
    await openFrom(root, "Quarterly report.pdf")
    await waitFor(
      () => filesDemo(root).positioner().getBoundingClientRect().y < first,
      "the popover to move up to the first row",
    )
    expect(filesDemo(root).status()).to.equal("Opened from: Quarterly report.pdf")
  })

  it("closes on its close button and on Escape", async () => {
    const { root } = await mount()
    await openFrom(root, "Budget.xlsx")
    await click(getByRole(within(root), "button", { name: "Close" }))
    await waitFor(() => filesDemo(root).popover() === null, "the popover to close")
    await openFrom(root, "Budget.xlsx")
    await press("Escape")
    await waitFor(() => filesDemo(root).popover() === null, "Escape to close it")
  })

  it("opens with Enter and Space, and Escape returns focus to the trigger it came from", async () => {
    const { root } = await mount()
    filesDemo(root).trigger("Quarterly report.pdf").focus()
    await press("Tab")
    await expectFocus(filesDemo(root).trigger("Budget.xlsx"))
    await press("Enter")
    await waitFor(
      () => filesDemo(root).popover()?.textContent?.includes("Budget.xlsx"),
      "Enter to open it",
    )
    await press("Escape")
    await waitFor(() => filesDemo(root).popover() === null, "Escape to close it")
    await expectFocus(filesDemo(root).trigger("Budget.xlsx"))
    filesDemo(root).trigger("Meeting notes.md").focus()
    await press(" ")
    await waitFor(
      () => filesDemo(root).popover()?.textContent?.includes("Meeting notes.md"),
      "Space to open it",
    )
  })

  it("marks only the trigger it opened from as expanded and current", async () => {
    const { root } = await mount()
    await openFrom(root, "Budget.xlsx")
    const [report, budget, notes] = filesDemo(root).triggers()
    expect(budget!.getAttribute("aria-expanded")).to.equal("true")
    expect(report!.getAttribute("aria-expanded")).to.equal("false")
    expect(notes!.getAttribute("aria-expanded")).to.equal("false")
    expect(budget!.hasAttribute("data-current")).to.equal(true)
    expect(report!.hasAttribute("data-current")).to.equal(false)
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openFrom(root, "Budget.xlsx")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
