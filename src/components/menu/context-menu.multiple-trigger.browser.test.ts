import { expect } from "chai"
import { getByText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  cleanup,
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { clickItem } from "./menu-test-helpers"

/*
 * <demo-context-menu variant="multiple-trigger">: one context menu, six file tiles. zag's
 * e2e/context-menu-multiple-trigger.e2e.ts, every scenario, ported (each test names the one it
 * ports). The basic demo has a single "Right Click here" area and no files.
 */

type FileName =
  "Documents" | "Photos" | "report.pdf" | "presentation.pptx" | "notes.txt" | "Downloads"

async function mountFiles() {
  const mounted = await mountDemo("context-menu", { variant: "multiple-trigger" })
  const { root } = mounted
  const tile = (name: FileName) =>
    getByText(within(root), name).closest<HTMLElement>('[data-part="context-trigger"]')!
  const content = () => root.querySelector<HTMLElement>('[data-scope="menu"][data-part="content"]')!
  return {
    ...mounted,
    tile,
    content,
    positioner: () =>
      root.querySelector<HTMLElement>('[data-scope="menu"][data-part="positioner"]')!,
    isOpen: () => !content().hidden && content().dataset.state === "open",
    /** Clicks the tile with `button`, at its centre; waits for the menu when right-clicked. */
    async click(name: FileName, button: "left" | "right" = "right") {
      tile(name).scrollIntoView({ block: "nearest" })
      await nextFrame()
      const [x, y] = centre(tile(name))
      await sendMouse({ type: "click", position: [x, y], button })
      if (button === "right") {
        await waitFor(() => tile(name).hasAttribute("data-current"), `${name}'s menu`)
        await waitFor(() => menuDemo(root).openPopup(), "the menu open")
      }
    },
  }
}

describe('<demo-context-menu variant="multiple-trigger">', () => {
  afterEach(cleanup)

  it("opens the menu on a right click, focused (zag: should open menu on right-click)", async () => {
    const files = await mountFiles()
    await files.click("Documents")
    await expectFocus(files.content())
  })

  it("moves to another tile right-clicked while open (zag: should switch triggers and reposition on right-click)", async () => {
    const files = await mountFiles()
    // From a tile of the second row to one of the first: the menu, opened below and after the
    // pointer, does not cover a tile above it.
    await files.click("Downloads")
    await waitFor(() => files.content().dataset.placement, "the menu positioned")
    const first = files.positioner().getBoundingClientRect()
    await files.click("Documents")
    expect(files.isOpen()).to.equal(true)
    expect(files.tile("Downloads").hasAttribute("data-current")).to.equal(false)
    await expectFocus(files.content())
    await waitFor(() => {
      const moved = files.positioner().getBoundingClientRect()
      return moved.x !== first.x || moved.y !== first.y
    }, "the menu at Documents' tile, elsewhere than at Downloads'")
  })

  it("names its first item for the tile (zag: should reflect trigger data in menu content)", async () => {
    const files = await mountFiles()
    await files.click("Documents")
    expect(menuItem(files.content(), "Open Folder").dataset.value).to.equal("open")
    await press("Escape")
    await waitFor(() => files.content().hidden, "the menu to close")
    await files.click("report.pdf")
    await waitFor(
      () => files.content().querySelector('[data-value="open"]')?.textContent === "Open File",
      "Open File for a file",
    )
  })

  it("marks the tile it serves (zag: should set data-current on the active trigger)", async () => {
    const files = await mountFiles()
    await files.click("Photos")
    expect(files.tile("Photos").hasAttribute("data-current")).to.equal(true)
    expect(files.tile("Documents").hasAttribute("data-current")).to.equal(false)
    expect(files.root.textContent).to.contain("Active file: Photos (folder)")
  })

  it("closes on a left click (zag: should close menu on left-click)", async () => {
    const files = await mountFiles()
    await files.click("Documents")
    await files.click("Documents", "left")
    await waitFor(() => files.content().hidden, "the menu to close")
  })

  it("closes on Escape, focus back on the tile (zag: should close menu on escape)", async () => {
    const files = await mountFiles()
    await files.click("report.pdf")
    await press("Escape")
    await waitFor(() => files.content().hidden, "the menu to close")
    await expectFocus(files.tile("report.pdf"))
  })

  it("opens from the keyboard on a focused tile and acts on that file", async () => {
    const files = await mountFiles()
    files.tile("notes.txt").focus()
    await pressWith("Shift", "F10")
    await waitFor(() => files.tile("notes.txt").hasAttribute("data-current"), "notes.txt's menu")
    const menu = await waitFor(() => menuDemo(files.root).openPopup(), "the menu open")
    await clickItem(menuItem(menu, "Rename"))
    await waitFor(
      () => files.root.textContent!.includes("Selected: rename notes.txt"),
      "the rename of notes.txt",
    )
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const files = await mountFiles()
    expect(await seriousViolations(files.element)).to.deep.equal([])
    await files.click("Downloads")
    expect(await seriousViolations(files.element)).to.deep.equal([])
  })
})
