import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendKeys, sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  pressWith,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { treeView } from "./tree-view.page"

const TOP_LEVEL = [
  "node_modules",
  "src",
  "package.json",
  "README.md",
  "tsconfig.json",
  "vite.config.ts",
]
const ALL_FOLDERS = [
  "node_modules",
  "node_modules/zag-js",
  "node_modules/@types",
  "src",
  "src/components",
]
const NODE_COUNT = 18

async function clickWith(modifier: string, element: Element) {
  await sendKeys({ down: modifier })
  await click(element)
  await sendKeys({ up: modifier })
}

describe("<demo-tree-view>", () => {
  afterEach(cleanup)

  it("shows its content: title, four buttons and a collapsed file tree", async () => {
    const { root } = await mountDemo("tree-view")
    expect(treeView(root).title()).to.equal("My Documents")
    for (const name of ["Collapse All", "Expand All", "Select All", "Deselect All"])
      expect(treeView(root).button(name).textContent).to.equal(name)

    const tree = treeView(root).tree()
    expect(tree.getAttribute("aria-label")).to.equal("Tree View")
    expect(tree.hasAttribute("aria-multiselectable")).to.equal(false)

    const topLevel = treeView(root).topLevelItems()
    expect(topLevel.map((el) => el.dataset.value)).to.deep.equal(TOP_LEVEL)
    expect(topLevel.filter((el) => el.hasAttribute("aria-expanded"))).to.have.length(2)
    expect(treeView(root).node("README.md").textContent).to.equal("README.md")
    expect(treeView(root).expanded()).to.deep.equal([])
    expect(treeView(root).selected()).to.deep.equal([])

    // Nested folders sit inside closed branches, with path-like values and 1-based depth.
    expect(treeView(root).item("node_modules/zag-js").getAttribute("aria-level")).to.equal("2")
    expect(treeView(root).item("node_modules/zag-js/core").getAttribute("aria-level")).to.equal("3")
    expect(treeView(root).item("node_modules/zag-js/core").checkVisibility()).to.equal(false)
    // The first node is the one tab stop.
    expect(treeView(root).node("node_modules").tabIndex).to.equal(0)
    expect(treeView(root).node("src").tabIndex).to.equal(-1)
  })

  it("selects a file on click, and selects and toggles a folder on click", async () => {
    const { root } = await mountDemo("tree-view")
    await click(treeView(root).node("package.json"))
    expect(treeView(root).selected()).to.deep.equal(["package.json"])

    await click(treeView(root).node("src"))
    expect(treeView(root).selected()).to.deep.equal(["src"])
    expect(treeView(root).expanded()).to.deep.equal(["src"])
    expect(treeView(root).node("src/app.tsx").checkVisibility()).to.equal(true)

    // Single selection: a click on another node replaces the selection.
    await click(treeView(root).node("src/app.tsx"))
    expect(treeView(root).selected()).to.deep.equal(["src/app.tsx"])

    await click(treeView(root).node("src"))
    expect(treeView(root).expanded()).to.deep.equal([])
    expect(treeView(root).selected()).to.deep.equal(["src"])
  })

  it("expands and collapses everything with the buttons, and clears the selection", async () => {
    const { root } = await mountDemo("tree-view")
    await click(treeView(root).button("Expand All"))
    expect(treeView(root).expanded()).to.have.members(ALL_FOLDERS)
    expect(treeView(root).node("src/components/card.tsx").checkVisibility()).to.equal(true)
    await click(treeView(root).button("Collapse All"))
    expect(treeView(root).expanded()).to.deep.equal([])

    // zag selects all only in multiple mode: the button is disabled in single mode.
    expect(treeView(root).button("Select All").disabled).to.equal(true)
    await click(treeView(root).node("README.md"))
    await click(treeView(root).button("Deselect All"))
    expect(treeView(root).selected()).to.deep.equal([])
  })

  it("moves with up and down, jumps with Home and End, and selects with Enter", async () => {
    const { root } = await mountDemo("tree-view")
    await treeView(root).focus("node_modules")
    await press("ArrowDown")
    expect(treeView(root).focused()).to.equal("src")
    await press("ArrowDown")
    expect(treeView(root).focused()).to.equal("package.json")
    await press("ArrowUp")
    expect(treeView(root).focused()).to.equal("src")
    await press("End")
    expect(treeView(root).focused()).to.equal("vite.config.ts")
    await press("ArrowDown")
    expect(treeView(root).focused()).to.equal("vite.config.ts")
    await press("Home")
    expect(treeView(root).focused()).to.equal("node_modules")
    // Moving focus alone selects nothing.
    expect(treeView(root).selected()).to.deep.equal([])

    await press("End")
    await press("Enter")
    expect(treeView(root).selected()).to.deep.equal(["vite.config.ts"])
    // Enter on a folder selects it and, with expandOnClick, opens it.
    await press("Home")
    await press("Enter")
    expect(treeView(root).selected()).to.deep.equal(["node_modules"])
    expect(treeView(root).expanded()).to.deep.equal(["node_modules"])
  })

  it("expands with right arrow, then enters; collapses with left arrow, or goes to the parent", async () => {
    const { root } = await mountDemo("tree-view")
    await treeView(root).focus("node_modules")
    await press("ArrowRight")
    expect(treeView(root).expanded()).to.deep.equal(["node_modules"])
    expect(treeView(root).focused()).to.equal("node_modules")
    await press("ArrowRight")
    expect(treeView(root).focused()).to.equal("node_modules/zag-js")
    await press("ArrowRight")
    await press("ArrowRight")
    expect(treeView(root).focused()).to.equal("node_modules/zag-js/core")

    // Left on a file goes to its folder; left on an open folder closes it.
    await press("ArrowLeft")
    expect(treeView(root).focused()).to.equal("node_modules/zag-js")
    await press("ArrowLeft")
    expect(treeView(root).expanded()).to.deep.equal(["node_modules"])
    expect(treeView(root).focused()).to.equal("node_modules/zag-js")
    // Left on a closed folder goes to the parent folder.
    await press("ArrowLeft")
    expect(treeView(root).focused()).to.equal("node_modules")
    await press("ArrowLeft")
    expect(treeView(root).expanded()).to.deep.equal([])
    // Down now skips the closed folder's children.
    await press("ArrowDown")
    expect(treeView(root).focused()).to.equal("src")
  })

  it("expands all sibling folders with the star key", async () => {
    const { root } = await mountDemo("tree-view")
    await treeView(root).focus("package.json")
    await press("*")
    expect(treeView(root).expanded()).to.have.members(["node_modules", "src"])
    expect(treeView(root).focused()).to.equal("package.json")

    // At depth 2 only the siblings open, not the parent's siblings' children.
    await treeView(root).focus("node_modules/typescript")
    await press("*")
    expect(treeView(root).expanded()).to.have.members([
      "node_modules",
      "src",
      "node_modules/zag-js",
      "node_modules/@types",
    ])
  })

  it("jumps to a matching node when a letter is typed, and not when typeahead is off", async () => {
    const { root, element } = await mountDemo("tree-view")
    await treeView(root).focus("node_modules")
    await press("r")
    expect(treeView(root).focused()).to.equal("README.md")
    // Letters typed in quick succession search together: "re" still matches README.md.
    await press("e")
    expect(treeView(root).focused()).to.equal("README.md")
    // The search starts over once the typeahead reset (350 ms) has passed; nothing
    // on screen shows the reset, so this one wait is a timed one.
    await sleep(400)
    await press("t")
    expect(treeView(root).focused()).to.equal("tsconfig.json")

    element.setAttribute("typeahead", "false")
    await waitFor(() => treeView(root).node("node_modules"), "the tree")
    await treeView(root).focus("node_modules")
    await press("p")
    expect(treeView(root).focused()).to.equal("node_modules")
    // Navigation keys keep working.
    await press("ArrowDown")
    expect(treeView(root).focused()).to.equal("src")
  })

  it("in multiple mode toggles with ctrl+click and extends with shift+click", async () => {
    const { root } = await mountDemo("tree-view", { "selection-mode": "multiple" })
    expect(treeView(root).tree().getAttribute("aria-multiselectable")).to.equal("true")
    await click(treeView(root).node("package.json"))
    await clickWith("Control", treeView(root).node("tsconfig.json"))
    expect(treeView(root).selected()).to.have.members(["package.json", "tsconfig.json"])
    await clickWith("Control", treeView(root).node("package.json"))
    expect(treeView(root).selected()).to.deep.equal(["tsconfig.json"])

    await clickWith("Shift", treeView(root).node("src"))
    expect(treeView(root).selected()).to.have.members([
      "src",
      "package.json",
      "README.md",
      "tsconfig.json",
    ])
  })

  it("in multiple mode extends with shift+arrows and shift+Home/End", async () => {
    const { root } = await mountDemo("tree-view", { "selection-mode": "multiple" })
    await click(treeView(root).node("package.json"))
    await pressWith("Shift", "ArrowDown")
    await pressWith("Shift", "ArrowDown")
    expect(treeView(root).focused()).to.equal("tsconfig.json")
    expect(treeView(root).selected()).to.have.members([
      "package.json",
      "README.md",
      "tsconfig.json",
    ])
    await pressWith("Shift", "ArrowUp")
    expect(treeView(root).selected()).to.have.members(["package.json", "README.md"])

    await pressWith("Shift", "End")
    expect(treeView(root).focused()).to.equal("vite.config.ts")
    expect(treeView(root).selected()).to.have.members([
      "package.json",
      "README.md",
      "tsconfig.json",
      "vite.config.ts",
    ])
    await pressWith("Shift", "Home")
    expect(treeView(root).focused()).to.equal("node_modules")
    expect(treeView(root).selected()).to.have.members(["node_modules", "src", "package.json"])
  })

  it("in single mode shift+arrows only move focus", async () => {
    const { root } = await mountDemo("tree-view")
    await click(treeView(root).node("package.json"))
    await pressWith("Shift", "ArrowDown")
    expect(treeView(root).focused()).to.equal("README.md")
    expect(treeView(root).selected()).to.deep.equal(["package.json"])
  })

  it("selects all with meta+a and ctrl+a in multiple mode only, and with Select All", async () => {
    const { root, element } = await mountDemo("tree-view")
    await treeView(root).focus("src")
    await pressWith("Meta", "a")
    await pressWith("Control", "a")
    expect(treeView(root).selected()).to.deep.equal([])

    element.setAttribute("selection-mode", "multiple")
    await waitFor(() => !treeView(root).button("Select All").disabled, "Select All enabled")
    await treeView(root).focus("src")
    await pressWith("Meta", "a")
    // Every node is selected, the hidden ones in closed folders too; focus goes to the last.
    expect(treeView(root).selected()).to.have.length(NODE_COUNT)
    expect(treeView(root).focused()).to.equal("vite.config.ts")

    await click(treeView(root).button("Deselect All"))
    expect(treeView(root).selected()).to.deep.equal([])
    await treeView(root).focus("src")
    await pressWith("Control", "a")
    expect(treeView(root).selected()).to.have.length(NODE_COUNT)

    await click(treeView(root).button("Deselect All"))
    await click(treeView(root).button("Select All"))
    expect(treeView(root).selected()).to.have.length(NODE_COUNT)
  })

  it("only selects a folder on click when expandOnClick is off", async () => {
    const { root } = await mountDemo("tree-view")
    await openToolbarTab(root, "Controls")
    const expandOnClick = getByLabelText(within(root), "Expand on click") as HTMLInputElement
    const typeahead = getByLabelText(within(root), "Typeahead") as HTMLInputElement
    const mode = getByLabelText(within(root), "Selection mode") as HTMLSelectElement
    // Defaults: single selection, typeahead on, expandOnClick on.
    expect([mode.value, expandOnClick.checked, typeahead.checked]).to.deep.equal([
      "single",
      true,
      true,
    ])
    await click(expandOnClick)
    await waitFor(() => !expandOnClick.checked, "expandOnClick off")
    await click(treeView(root).node("src"))
    expect(treeView(root).selected()).to.deep.equal(["src"])
    expect(treeView(root).expanded()).to.deep.equal([])
    // The branch toggles from the keyboard still work.
    await press("ArrowRight")
    expect(treeView(root).expanded()).to.deep.equal(["src"])
  })

  it("shows the idle state and the selection in the Visualizer", async () => {
    const { root } = await mountDemo("tree-view")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await click(treeView(root).node("README.md"))
    await waitFor(
      () => /selectedValue: \[\s*"README\.md"\s*\]/.test(visualizerText(root)),
      "selectedValue in the Visualizer",
    )
    expect(visualizerText(root)).to.match(/focusedValue: "README\.md"/)
    expect(visualizerText(root)).to.contain('state: "idle"')
  })

  it("reads arrows mirrored when dir is rtl", async () => {
    const { root } = await mountDemo("tree-view", { dir: "rtl" })
    expect(treeView(root).tree().getAttribute("dir")).to.equal("rtl")
    await treeView(root).focus("src")
    await press("ArrowLeft")
    expect(treeView(root).expanded()).to.deep.equal(["src"])
    await press("ArrowRight")
    expect(treeView(root).expanded()).to.deep.equal([])
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("tree-view", { "selection-mode": "multiple" })
    await click(treeView(root).button("Expand All"))
    await click(treeView(root).node("src/app.tsx"))
    await sendMouse({ type: "move", position: [0, 0] })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
