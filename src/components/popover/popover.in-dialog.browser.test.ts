import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-popover variant="in-dialog">: three popovers, each inside the one before, inside a
 * modal dialog (zag's popover/in-dialog page, which has no e2e file). What a popover on its
 * own never meets: the dialog's focus trap must hold every popover level, and Escape or a
 * click elsewhere in the dialog must close the popovers as the top layers, the dialog staying.
 */

const LEVELS = ["First", "Second", "Third"] as const
type Level = (typeof LEVELS)[number]

const page = (root: ShadowRoot) => ({
  dialogTrigger: () => getByRole(within(root), "button", { name: "Open dialog" }),
  dialog: () => queryByRole(within(root), "dialog", { name: "Sharing" }),
  trigger: (level: Level) =>
    getByRole(within(root), "button", { name: new RegExp(`^Open ${level.toLowerCase()} popover`) }),
  popover: (level: Level) => queryByRole(within(root), "dialog", { name: `${level} popover` }),
  openLevels: () =>
    LEVELS.filter((level) => queryByRole(within(root), "dialog", { name: `${level} popover` })),
})

async function openDialog() {
  const mounted = await mountDemo("popover", { variant: "in-dialog" })
  const demo = page(mounted.root)
  await click(demo.dialogTrigger())
  const dialog = await waitFor(() => demo.dialog(), "the dialog to open")
  await waitFor(() => dialog.contains(deepActiveElement()), "focus inside the dialog")
  return { ...mounted, demo, dialog }
}

/** Opens every level from the keyboard: each opening moves focus into that popover. */
async function openAllByKeyboard(demo: ReturnType<typeof page>) {
  for (const level of LEVELS) {
    demo.trigger(level).focus()
    await press("Enter")
    const popover = await waitFor(() => demo.popover(level), `the ${level} popover to open`)
    await waitFor(() => popover.contains(deepActiveElement()), `focus in the ${level} popover`)
  }
}

describe('<demo-popover variant="in-dialog">', () => {
  afterEach(cleanup)

  it("opens a modal dialog holding the first popover's trigger, every popover closed", async () => {
    const { demo, dialog } = await openDialog()
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    expect(dialog.contains(demo.trigger("First"))).to.equal(true)
    expect(demo.openLevels()).to.deep.equal([])
  })

  it("opens three levels inside the dialog, focus moving into each and staying in the trap", async () => {
    const { demo, dialog } = await openDialog()
    await openAllByKeyboard(demo)
    expect(demo.openLevels()).to.deep.equal(["First", "Second", "Third"])
    for (const level of LEVELS) expect(dialog.contains(demo.popover(level))).to.equal(true)
    await expectFocus(getByRole(demo.popover("Third")!, "link", { name: "Sharing help" }))
  })

  it("Tab and Shift+Tab move through the deepest popover without leaving the dialog", async () => {
    const { demo, dialog } = await openDialog()
    await openAllByKeyboard(demo)
    const third = demo.popover("Third")!
    await press("Tab")
    await expectFocus(getByRole(third, "button", { name: "Close" }))
    await pressWith("Shift", "Tab")
    await expectFocus(getByRole(third, "link", { name: "Sharing help" }))
    expect(dialog.contains(deepActiveElement())).to.equal(true)
  })

  it("each Escape closes the top popover only, returning focus to its trigger, then the dialog", async () => {
    const { demo } = await openDialog()
    await openAllByKeyboard(demo)
    for (const level of [...LEVELS].reverse()) {
      await press("Escape")
      await waitFor(() => demo.popover(level) === null, `Escape to close the ${level} popover`)
      await expectFocus(demo.trigger(level))
      expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
    }
    expect(demo.openLevels()).to.deep.equal([])
    await press("Escape")
    await waitFor(() => demo.dialog() === null, "the dialog to close")
    await expectFocus(demo.dialogTrigger())
  })

  it("a click in the second popover closes only the third; a click in the dialog closes them all", async () => {
    const { demo, dialog } = await openDialog()
    await openAllByKeyboard(demo)
    await click(demo.popover("Second")!.querySelector('[data-part="description"]')!)
    await waitFor(() => demo.popover("Third") === null, "the third popover to close")
    expect(demo.openLevels()).to.deep.equal(["First", "Second"])
    await click(dialog.querySelector('[data-scope="dialog"][data-part="description"]')!)
    await waitFor(() => demo.openLevels().length === 0, "every popover to close")
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("closing the dialog closes its popovers with it", async () => {
    const { demo } = await openDialog()
    await openAllByKeyboard(demo)
    demo.dialog()!.querySelector<HTMLElement>('[aria-label="Close dialog"]')!.click()
    await waitFor(() => demo.dialog() === null, "the dialog to close")
    await click(demo.dialogTrigger())
    await waitFor(() => demo.dialog(), "the dialog to open again")
    expect(demo.openLevels()).to.deep.equal([])
  })

  it("has no serious accessibility violations with the dialog and every popover open", async () => {
    const { element, demo } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openAllByKeyboard(demo)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
