import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { highlightedText, menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { clickItem, waitForSelectLog } from "./menu-test-helpers"

/*
 * <demo-menu variant="multiple-trigger">: one actions menu, a "⋮" button per row of a table.
 * zag's scenarios (e2e/menu-multiple-trigger.e2e.ts) ported: what a single-trigger menu
 * cannot do is open from any row, act on that row's document, and move to another row's
 * button while open.
 */

const DOCS = [
  "Project proposal.pdf",
  "Budget 2024.xlsx",
  "Meeting notes.docx",
  "Design mockups.fig",
  "Code review.md",
]

const trigger = (root: ShadowRoot, doc: string) =>
  getByRole(within(root), "button", { name: `Actions for ${doc}` })
const content = (root: ShadowRoot) => menuDemo(root).contents()[0]!
const positioner = (root: ShadowRoot) => content(root).parentElement!
const groupLabel = (root: ShadowRoot) =>
  content(root).querySelector('[data-part="item-group-label"]')?.textContent

const mount = () => mountDemo("menu", { variant: "multiple-trigger" })

/** Clicks a row's button and waits for the menu to open, naming that row's document. */
async function openFrom(root: ShadowRoot, doc: string) {
  await click(trigger(root, doc))
  return waitFor(
    () => menuDemo(root).openPopup() && groupLabel(root) === doc && content(root),
    `the menu open for ${doc}`,
  )
}

describe('<demo-menu variant="multiple-trigger">', () => {
  afterEach(cleanup)

  it("has a closed menu button per row, one shared menu, and nothing opened", async () => {
    const { root } = await mount()
    for (const doc of DOCS) {
      expect(trigger(root, doc).getAttribute("aria-haspopup")).to.equal("menu")
      expect(trigger(root, doc).getAttribute("aria-expanded")).to.equal("false")
    }
    expect(menuDemo(root).contents()).to.have.length(1)
    expect(menuDemo(root).openPopup()).to.equal(undefined)
    expect(menuDemo(root).status()).to.equal("Opened from: none. Last action: none.")
  })

  it("opens from a row's button with focus in the menu, naming that row's document", async () => {
    const { root } = await mount()
    const menu = await openFrom(root, "Project proposal.pdf")
    await expectFocus(menu)
    expect(menuDemo(root).status()).to.include("Opened from: Project proposal.pdf.")
  })

  it("moves to another row's button while open, acting on that row and placed above", async () => {
    const { root } = await mount()
    await openFrom(root, "Code review.md")
    const first = positioner(root).getBoundingClientRect().y
    await openFrom(root, "Project proposal.pdf")
    await waitFor(
      () => positioner(root).getBoundingClientRect().y < first,
      "the menu to move up to the first row",
    )
    expect(menuDemo(root).status()).to.include("Opened from: Project proposal.pdf.")
  })

  it("closes on Escape and returns focus to the button it opened from", async () => {
    const { root } = await mount()
    await openFrom(root, "Meeting notes.docx")
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "Escape to close the menu")
    await expectFocus(trigger(root, "Meeting notes.docx"))
  })

  it("closes on an item's selection, which acts on the row it opened from", async () => {
    const { root } = await mount()
    const logs = captureLogs()
    try {
      const menu = await openFrom(root, "Budget 2024.xlsx")
      await clickItem(menuItem(menu, "Rename"))
      await waitForSelectLog(logs, "menu", "rename")
      await waitFor(() => !menuDemo(root).openPopup(), "the menu to close")
      expect(menuDemo(root).status()).to.include("Last action: rename Budget 2024.xlsx.")
    } finally {
      logs.restore()
    }
  })

  it("opens with Enter and with Space on a focused row's button", async () => {
    const { root } = await mount()
    trigger(root, "Budget 2024.xlsx").focus()
    await press("Enter")
    await waitFor(
      () => menuDemo(root).openPopup() && groupLabel(root) === "Budget 2024.xlsx",
      "Enter to open the menu for Budget 2024.xlsx",
    )
    await waitFor(() => highlightedText(content(root)) === "Rename", "the first item highlighted")
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "Escape to close the menu")
    trigger(root, "Meeting notes.docx").focus()
    await press(" ")
    await waitFor(
      () => menuDemo(root).openPopup() && groupLabel(root) === "Meeting notes.docx",
      "Space to open the menu for Meeting notes.docx",
    )
  })

  it("marks only the button it opened from as expanded and current", async () => {
    const { root } = await mount()
    await openFrom(root, "Budget 2024.xlsx")
    expect(trigger(root, "Budget 2024.xlsx").getAttribute("aria-expanded")).to.equal("true")
    expect(trigger(root, "Project proposal.pdf").getAttribute("aria-expanded")).to.equal("false")
    expect(trigger(root, "Meeting notes.docx").getAttribute("aria-expanded")).to.equal("false")
    expect(trigger(root, "Budget 2024.xlsx").hasAttribute("data-current")).to.equal(true)
    expect(trigger(root, "Project proposal.pdf").hasAttribute("data-current")).to.equal(false)
  })

  it("returns focus to the button reached by Tab after Enter and Escape", async () => {
    const { root } = await mount()
    trigger(root, "Project proposal.pdf").focus()
    await press("Tab")
    await expectFocus(trigger(root, "Budget 2024.xlsx"))
    await press("Enter")
    await waitFor(
      () => menuDemo(root).openPopup() && groupLabel(root) === "Budget 2024.xlsx",
      "Enter to open the menu for the second row",
    )
    await press("Escape")
    await waitFor(() => !menuDemo(root).openPopup(), "Escape to close the menu")
    await expectFocus(trigger(root, "Budget 2024.xlsx"))
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openFrom(root, "Budget 2024.xlsx")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
