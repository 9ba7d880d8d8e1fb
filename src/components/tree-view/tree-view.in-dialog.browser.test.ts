import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  stageOf,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

/*
 * <demo-tree-view variant="in-dialog">: the file tree inside a modal dialog, a file picker
 * (zag's tree-view/in-dialog page; zag has no e2e scenario for it). What a tree on its own
 * never meets: the dialog's first focus must land on the tree's one tab stop, arrows and
 * typeahead must work inside the focus trap, and Escape must close the dialog (the tree keeps
 * no Escape of its own), focus going back to the button that opened it.
 */

function pickerDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    ...treeView(root),
    trigger: () => getByRole(stage, "button", { name: "Open file…" }),
    dialog: () => queryByRole(within(root), "dialog", { name: "Open file" }),
    status: () => getByRole(stage, "status").textContent,
    dialogButton: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
  }
}

async function openDialog() {
  const mounted = await mountDemo("tree-view", { variant: "in-dialog" })
  const demo = pickerDemo(mounted.root)
  await click(demo.trigger())
  const dialog = await waitFor(() => demo.dialog(), "the dialog to open")
  await expectFocus(demo.node("node_modules"))
  return { ...mounted, demo, dialog }
}

describe('<demo-tree-view variant="in-dialog">', () => {
  afterEach(cleanup)

  it("opens a modal dialog holding the tree, its first node focused", async () => {
    const { demo, dialog } = await openDialog()
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    expect(dialog.contains(demo.tree())).to.equal(true)
    expect(demo.focused()).to.equal("node_modules")
    expect(demo.expanded()).to.deep.equal([])
    expect(demo.status()).to.equal("No file opened yet.")
    expect(demo.dialogButton("Open").disabled).to.equal(true)
  })

  it("moves through the tree with the arrows, opening and closing folders", async () => {
    const { demo } = await openDialog()
    await press("ArrowDown")
    await expectFocus(demo.node("src"))
    await press("ArrowRight")
    await waitFor(() => demo.expanded().includes("src"), "src to open")
    await press("ArrowRight")
    await expectFocus(demo.node("src/components"))
    await press("ArrowDown")
    await expectFocus(demo.node("src/app.tsx"))
    await press("ArrowLeft")
    await expectFocus(demo.node("src"))
    await press("ArrowLeft")
    await waitFor(() => demo.expanded().length === 0, "src to close")
    await press("End")
    await expectFocus(demo.node("vite.config.ts"))
    await press("Home")
    await expectFocus(demo.node("node_modules"))
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("moves to a node by its first letters (typeahead)", async () => {
    const { demo } = await openDialog()
    // Letters typed together make one search: "v", then "vi".
    await type("vi")
    await expectFocus(demo.node("vite.config.ts"))
    expect(demo.dialog(), "the dialog stays open").to.not.equal(null)
  })

  it("closes the dialog on Escape pressed in the tree, focus back on its button", async () => {
    const { demo } = await openDialog()
    await press("ArrowDown")
    await press("ArrowRight")
    await waitFor(() => demo.expanded().includes("src"), "src to open")
    await press("Escape")
    await waitFor(() => demo.dialog() === null, "the dialog to close")
    await expectFocus(demo.trigger())
    expect(demo.status()).to.equal("No file opened yet.")
  })

  it("keeps Tab inside the dialog: from the tree through its buttons and back", async () => {
    const { demo, dialog } = await openDialog()
    await press("Tab")
    await expectFocus(demo.dialogButton("Cancel"))
    await press("Tab")
    await expectFocus(demo.dialogButton("Close"))
    await press("Tab")
    await expectFocus(demo.node("node_modules"))
    expect(dialog.contains(deepActiveElement())).to.equal(true)
  })

  it("opens the file chosen with Enter, closing the dialog", async () => {
    const { demo } = await openDialog()
    await press("ArrowDown")
    await press("ArrowRight")
    await waitFor(() => demo.expanded().includes("src"), "src to open")
    await type("a")
    await expectFocus(demo.node("src/app.tsx"))
    await press("Enter")
    await waitFor(() => !demo.dialogButton("Open").disabled, "Open to be enabled")
    await click(demo.dialogButton("Open"))
    await waitFor(() => demo.dialog() === null, "the dialog to close")
    expect(demo.status()).to.equal("Opened src/app.tsx")
    await expectFocus(demo.trigger())
  })

  it("has no serious accessibility violations with the dialog open", async () => {
    const { element, demo } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
    await press("ArrowDown")
    await press("ArrowRight")
    await waitFor(() => demo.expanded().includes("src"), "src to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
