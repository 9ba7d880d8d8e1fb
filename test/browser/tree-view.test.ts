import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import { sendKeys, sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

/** The element that takes focus and clicks for a node: a file item or a folder's control. */
function node(root: ShadowRoot, value: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(
    `[data-part="item"][data-value="${value}"], [data-part="branch-control"][data-value="${value}"]`,
  )
  if (!found) throw new Error(`No tree node ${value}`)
  return found
}

const treeItem = (root: ShadowRoot, value: string) =>
  root.querySelector<HTMLElement>(`[role="treeitem"][data-value="${value}"]`)!

const valuesOf = (root: ShadowRoot, selector: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].map((el) => el.dataset.value ?? "")

const selected = (root: ShadowRoot) => valuesOf(root, '[role="treeitem"][aria-selected="true"]')
const expanded = (root: ShadowRoot) => valuesOf(root, '[role="treeitem"][aria-expanded="true"]')
const focusedValue = () => deepActiveElement()?.getAttribute("data-value") ?? ""
const button = (root: ShadowRoot, name: string) =>
  getByRole(within(root), "button", { name }) as HTMLButtonElement

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

async function focusNode(root: ShadowRoot, value: string) {
  node(root, value).focus()
  await nextFrame()
}

async function clickWith(modifier: string, element: Element) {
  await sendKeys({ down: modifier })
  await click(element)
  await sendKeys({ up: modifier })
}

describe("<demo-tree-view>", () => {
  afterEach(cleanup)

  it("shows the SPEC content: title, four buttons and a collapsed file tree", async () => {
    const { root } = await mountDemo("tree-view")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("My Documents")
    for (const name of ["Collapse All", "Expand All", "Select All", "Deselect All"])
      expect(button(root, name).textContent).to.equal(name)

    const tree = getByRole(within(root), "tree")
    expect(tree.getAttribute("aria-label")).to.equal("Tree View")
    expect(tree.hasAttribute("aria-multiselectable")).to.equal(false)

    const topLevel = [...root.querySelectorAll<HTMLElement>('[role="treeitem"][aria-level="1"]')]
    expect(topLevel.map((el) => el.dataset.value)).to.deep.equal(TOP_LEVEL)
    expect(topLevel.filter((el) => el.hasAttribute("aria-expanded"))).to.have.length(2)
    expect(node(root, "README.md").textContent).to.equal("README.md")
    expect(expanded(root)).to.deep.equal([])
    expect(selected(root)).to.deep.equal([])

    // Nested folders sit inside closed branches, with path-like values and 1-based depth.
    expect(treeItem(root, "node_modules/zag-js").getAttribute("aria-level")).to.equal("2")
    expect(treeItem(root, "node_modules/zag-js/core").getAttribute("aria-level")).to.equal("3")
    expect(treeItem(root, "node_modules/zag-js/core").checkVisibility()).to.equal(false)
    // The first node is the one tab stop.
    expect(node(root, "node_modules").tabIndex).to.equal(0)
    expect(node(root, "src").tabIndex).to.equal(-1)
  })

  it("selects a file on click, and selects and toggles a folder on click", async () => {
    const { root } = await mountDemo("tree-view")
    await click(node(root, "package.json"))
    expect(selected(root)).to.deep.equal(["package.json"])

    await click(node(root, "src"))
    expect(selected(root)).to.deep.equal(["src"])
    expect(expanded(root)).to.deep.equal(["src"])
    expect(node(root, "src/app.tsx").checkVisibility()).to.equal(true)

    // Single selection: a click on another node replaces the selection.
    await click(node(root, "src/app.tsx"))
    expect(selected(root)).to.deep.equal(["src/app.tsx"])

    await click(node(root, "src"))
    expect(expanded(root)).to.deep.equal([])
    expect(selected(root)).to.deep.equal(["src"])
  })

  it("expands and collapses everything with the buttons, and clears the selection", async () => {
    const { root } = await mountDemo("tree-view")
    await click(button(root, "Expand All"))
    expect(expanded(root)).to.have.members(ALL_FOLDERS)
    expect(node(root, "src/components/card.tsx").checkVisibility()).to.equal(true)
    await click(button(root, "Collapse All"))
    expect(expanded(root)).to.deep.equal([])

    // zag selects all only in multiple mode: the button is disabled in single mode.
    expect(button(root, "Select All").disabled).to.equal(true)
    await click(node(root, "README.md"))
    await click(button(root, "Deselect All"))
    expect(selected(root)).to.deep.equal([])
  })

  it("moves with up and down, jumps with Home and End, and selects with Enter", async () => {
    const { root } = await mountDemo("tree-view")
    await focusNode(root, "node_modules")
    await press("ArrowDown")
    expect(focusedValue()).to.equal("src")
    await press("ArrowDown")
    expect(focusedValue()).to.equal("package.json")
    await press("ArrowUp")
    expect(focusedValue()).to.equal("src")
    await press("End")
    expect(focusedValue()).to.equal("vite.config.ts")
    await press("ArrowDown")
    expect(focusedValue()).to.equal("vite.config.ts")
    await press("Home")
    expect(focusedValue()).to.equal("node_modules")
    // Moving focus alone selects nothing.
    expect(selected(root)).to.deep.equal([])

    await press("End")
    await press("Enter")
    expect(selected(root)).to.deep.equal(["vite.config.ts"])
    // Enter on a folder selects it and, with expandOnClick, opens it.
    await press("Home")
    await press("Enter")
    expect(selected(root)).to.deep.equal(["node_modules"])
    expect(expanded(root)).to.deep.equal(["node_modules"])
  })

  it("expands with right arrow, then enters; collapses with left arrow, or goes to the parent", async () => {
    const { root } = await mountDemo("tree-view")
    await focusNode(root, "node_modules")
    await press("ArrowRight")
    expect(expanded(root)).to.deep.equal(["node_modules"])
    expect(focusedValue()).to.equal("node_modules")
    await press("ArrowRight")
    expect(focusedValue()).to.equal("node_modules/zag-js")
    await press("ArrowRight")
    await press("ArrowRight")
    expect(focusedValue()).to.equal("node_modules/zag-js/core")

    // Left on a file goes to its folder; left on an open folder closes it.
    await press("ArrowLeft")
    expect(focusedValue()).to.equal("node_modules/zag-js")
    await press("ArrowLeft")
    expect(expanded(root)).to.deep.equal(["node_modules"])
    expect(focusedValue()).to.equal("node_modules/zag-js")
    // Left on a closed folder goes to the parent folder.
    await press("ArrowLeft")
    expect(focusedValue()).to.equal("node_modules")
    await press("ArrowLeft")
    expect(expanded(root)).to.deep.equal([])
    // Down now skips the closed folder's children.
    await press("ArrowDown")
    expect(focusedValue()).to.equal("src")
  })

  it("expands all sibling folders with the star key", async () => {
    const { root } = await mountDemo("tree-view")
    await focusNode(root, "package.json")
    await press("*")
    expect(expanded(root)).to.have.members(["node_modules", "src"])
    expect(focusedValue()).to.equal("package.json")

    // At depth 2 only the siblings open, not the parent's siblings' children.
    await focusNode(root, "node_modules/typescript")
    await press("*")
    expect(expanded(root)).to.have.members([
      "node_modules",
      "src",
      "node_modules/zag-js",
      "node_modules/@types",
    ])
  })

  it("jumps to a matching node when a letter is typed, and not when typeahead is off", async () => {
    const { root, element } = await mountDemo("tree-view")
    await focusNode(root, "node_modules")
    await press("r")
    expect(focusedValue()).to.equal("README.md")
    // Letters typed in quick succession search together: "re" still matches README.md.
    await press("e")
    expect(focusedValue()).to.equal("README.md")
    // The search starts over once the SPEC §9 typeahead reset (350 ms) has passed; nothing
    // on screen shows the reset, so this one wait is a timed one.
    await sleep(400)
    await press("t")
    expect(focusedValue()).to.equal("tsconfig.json")

    element.setAttribute("typeahead", "false")
    await waitFor(() => node(root, "node_modules"), "the tree")
    await focusNode(root, "node_modules")
    await press("p")
    expect(focusedValue()).to.equal("node_modules")
    // Navigation keys keep working.
    await press("ArrowDown")
    expect(focusedValue()).to.equal("src")
  })

  it("in multiple mode toggles with ctrl+click and extends with shift+click", async () => {
    const { root } = await mountDemo("tree-view", { "selection-mode": "multiple" })
    expect(getByRole(within(root), "tree").getAttribute("aria-multiselectable")).to.equal("true")
    await click(node(root, "package.json"))
    await clickWith("Control", node(root, "tsconfig.json"))
    expect(selected(root)).to.have.members(["package.json", "tsconfig.json"])
    await clickWith("Control", node(root, "package.json"))
    expect(selected(root)).to.deep.equal(["tsconfig.json"])

    await clickWith("Shift", node(root, "src"))
    expect(selected(root)).to.have.members(["src", "package.json", "README.md", "tsconfig.json"])
  })

  it("in multiple mode extends with shift+arrows and shift+Home/End", async () => {
    const { root } = await mountDemo("tree-view", { "selection-mode": "multiple" })
    await click(node(root, "package.json"))
    await pressWith("Shift", "ArrowDown")
    await pressWith("Shift", "ArrowDown")
    expect(focusedValue()).to.equal("tsconfig.json")
    expect(selected(root)).to.have.members(["package.json", "README.md", "tsconfig.json"])
    await pressWith("Shift", "ArrowUp")
    expect(selected(root)).to.have.members(["package.json", "README.md"])

    await pressWith("Shift", "End")
    expect(focusedValue()).to.equal("vite.config.ts")
    expect(selected(root)).to.have.members([
      "package.json",
      "README.md",
      "tsconfig.json",
      "vite.config.ts",
    ])
    await pressWith("Shift", "Home")
    expect(focusedValue()).to.equal("node_modules")
    expect(selected(root)).to.have.members(["node_modules", "src", "package.json"])
  })

  it("in single mode shift+arrows only move focus", async () => {
    const { root } = await mountDemo("tree-view")
    await click(node(root, "package.json"))
    await pressWith("Shift", "ArrowDown")
    expect(focusedValue()).to.equal("README.md")
    expect(selected(root)).to.deep.equal(["package.json"])
  })

  it("selects all with meta+a and ctrl+a in multiple mode only, and with Select All", async () => {
    const { root, element } = await mountDemo("tree-view")
    await focusNode(root, "src")
    await pressWith("Meta", "a")
    await pressWith("Control", "a")
    expect(selected(root)).to.deep.equal([])

    element.setAttribute("selection-mode", "multiple")
    await waitFor(() => !button(root, "Select All").disabled, "Select All enabled")
    await focusNode(root, "src")
    await pressWith("Meta", "a")
    // Every node is selected, the hidden ones in closed folders too; focus goes to the last.
    expect(selected(root)).to.have.length(NODE_COUNT)
    expect(focusedValue()).to.equal("vite.config.ts")

    await click(button(root, "Deselect All"))
    expect(selected(root)).to.deep.equal([])
    await focusNode(root, "src")
    await pressWith("Control", "a")
    expect(selected(root)).to.have.length(NODE_COUNT)

    await click(button(root, "Deselect All"))
    await click(button(root, "Select All"))
    expect(selected(root)).to.have.length(NODE_COUNT)
  })

  it("only selects a folder on click when expandOnClick is off", async () => {
    const { root } = await mountDemo("tree-view")
    await openToolbarTab(root, "Controls")
    const expandOnClick = getByLabelText(within(root), "Expand on click") as HTMLInputElement
    const typeahead = getByLabelText(within(root), "Typeahead") as HTMLInputElement
    const mode = getByLabelText(within(root), "Selection mode") as HTMLSelectElement
    // SPEC §9 defaults: single selection, typeahead on, expandOnClick on.
    expect([mode.value, expandOnClick.checked, typeahead.checked]).to.deep.equal([
      "single",
      true,
      true,
    ])
    await click(expandOnClick)
    await waitFor(() => !expandOnClick.checked, "expandOnClick off")
    await click(node(root, "src"))
    expect(selected(root)).to.deep.equal(["src"])
    expect(expanded(root)).to.deep.equal([])
    // The branch toggles from the keyboard still work.
    await press("ArrowRight")
    expect(expanded(root)).to.deep.equal(["src"])
  })

  it("shows the idle state and the selection in the Visualizer", async () => {
    const { root } = await mountDemo("tree-view")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await click(node(root, "README.md"))
    await waitFor(
      () => /selectedValue: \[\s*"README\.md"\s*\]/.test(visualizerText(root)),
      "selectedValue in the Visualizer",
    )
    expect(visualizerText(root)).to.match(/focusedValue: "README\.md"/)
    expect(visualizerText(root)).to.contain('state: "idle"')
  })

  it("reads arrows mirrored when dir is rtl", async () => {
    const { root } = await mountDemo("tree-view", { dir: "rtl" })
    expect(getByRole(within(root), "tree").getAttribute("dir")).to.equal("rtl")
    await focusNode(root, "src")
    await press("ArrowLeft")
    expect(expanded(root)).to.deep.equal(["src"])
    await press("ArrowRight")
    expect(expanded(root)).to.deep.equal([])
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("tree-view", { "selection-mode": "multiple" })
    await click(button(root, "Expand All"))
    await click(node(root, "src/app.tsx"))
    await sendMouse({ type: "move", position: [0, 0] })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
