/**
 * The command palette: a combobox inside a dialog, opened from its button or with ⌘K/Ctrl+K.
 * The list is part of the palette, so Escape or an outside click closes the palette at once,
 * and focus goes back where it came from.
 */
import { expect } from "chai"
import {
  captureLogs,
  cleanup,
  click,
  clickOnHostPage,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  pressWith,
  seriousViolations,
  sleep,
  type,
  waitFor,
} from "../../../test/browser/helpers"
import { commandPalette } from "./command-palette.page"

async function openPalette(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("command-palette", attributes)
  const page = commandPalette(mounted.root)
  await click(page.trigger())
  const dialog = await waitFor(() => page.dialog(), "the palette to open")
  await expectFocus(page.search())
  return { ...mounted, page, dialog }
}

/** A focusable button on the host page, outside the demo, for the page-wide shortcut. */
function hostButton(element: HTMLElement) {
  const button = document.createElement("button")
  button.textContent = "A host page button"
  element.before(button)
  return button
}

describe("<demo-command-palette>", () => {
  afterEach(cleanup)

  it("opens from its button: a modal dialog, focus in the search, commands by group", async () => {
    const { page, dialog } = await openPalette()
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    expect(page.search().value).to.equal("")
    expect(page.search().placeholder).to.equal("Type a command or search…")
    expect(page.groupLabels()).to.deep.equal(["Suggestions", "Commands", "Apps"])
    expect(page.commandTitles()).to.include.members(["New file", "Calendar", "Terminal"])
    expect(page.status()).to.equal("No command run yet.")
  })

  it("filters as you type, and says so when nothing matches", async () => {
    const { page } = await openPalette()
    await type("cal")
    await waitFor(() => page.groupLabels().join() === "Results" || null, "one Results group")
    expect(page.commandTitles()).to.deep.equal(["Calendar", "Calculator"])
    await waitFor(() => page.highlightedIndex() === 0 || null, "the first match highlighted")
    await type("zz")
    await waitFor(() => page.commandTitles().length === 0 || null, "no commands left")
    expect(page.listbox()!.textContent).to.contain("No results found")
  })

  it("Enter runs the highlighted command, closes the palette and returns focus", async () => {
    const logs = captureLogs()
    try {
      const { page } = await openPalette()
      await type("term")
      await waitFor(() => page.highlightedIndex() === 0 || null, "Terminal highlighted")
      await press("Enter")
      await waitFor(() => page.dialog() === null || null, "the palette to close")
      expect(page.status()).to.equal("Ran: Terminal")
      await expectFocus(page.trigger())
      expect(logs.lines).to.deep.include(["<demo-command-palette> command", "Terminal"])
    } finally {
      logs.restore()
    }
  })

  it("runs a command on click, and each opening starts from an empty search", async () => {
    const { page } = await openPalette()
    await type("mail")
    await click(page.option("Mail"))
    await waitFor(() => page.dialog() === null || null, "the palette to close")
    expect(page.status()).to.equal("Ran: Mail")
    await click(page.trigger())
    await waitFor(() => page.dialog(), "the palette to open again")
    expect(page.search().value).to.equal("")
    expect(page.groupLabels()).to.deep.equal(["Suggestions", "Commands", "Apps"])
  })

  it("fades the list's edge while more commands are past it, by wheel and by keys", async () => {
    const { page } = await openPalette()
    const list = page.listbox()!
    const hint = () => [list.hasAttribute("data-more-above"), list.hasAttribute("data-more-below")]
    // The full list is taller than its box: at the top, more below only.
    await waitFor(() => hint().join() === "false,true" || null, "a fade at the bottom")
    const faded = getComputedStyle(list).maskImage
    expect(faded).to.contain("linear-gradient")
    list.scrollTop = list.scrollHeight
    await waitFor(() => hint().join() === "true,false" || null, "a fade at the top only")
    // The keyboard's highlight (the first command) scrolls the list back up: the fade follows.
    await press("ArrowDown")
    await waitFor(() => hint()[1] || null, "a fade at the bottom again")
    // A search short enough to fit: no fade at all.
    await type("cal")
    await waitFor(() => hint().join() === "false,false" || null, "no fade")
  })

  it("moves through commands with the arrow keys, wrapping only with loopFocus", async () => {
    const { page } = await openPalette()
    await press("ArrowDown")
    await waitFor(() => page.highlightedIndex() === 0 || null, "the first command")
    await press("ArrowDown")
    await waitFor(() => page.highlightedIndex() === 1 || null, "the second command")
    await press("ArrowUp")
    await press("ArrowUp")
    await sleep(100)
    expect(page.highlightedIndex(), "no wrap by default").to.equal(0)
    cleanup()
    const looped = await openPalette({ "loop-focus": "true" })
    await press("ArrowDown")
    await waitFor(() => looped.page.highlightedIndex() === 0 || null, "the first command")
    await press("ArrowUp")
    const last = looped.page.commandTitles().length - 1
    await waitFor(() => looped.page.highlightedIndex() === last || null, "the last command")
  })

  it("Escape closes the whole palette at once and returns focus to its button", async () => {
    const { page } = await openPalette()
    await type("n")
    await press("Escape")
    await waitFor(() => page.dialog() === null || null, "the palette to close")
    await expectFocus(page.trigger())
  })

  it("a click outside closes it, and not when closeOnInteractOutside is off", async () => {
    const { element, page } = await openPalette()
    await clickOnHostPage(element)
    await waitFor(() => page.dialog() === null || null, "the palette to close")
    cleanup()
    const kept = await openPalette({ "close-on-interact-outside": "false" })
    await clickOnHostPage(kept.element)
    await sleep(200)
    expect(kept.page.dialog(), "the palette stays open").to.not.equal(null)
  })

  it("Ctrl+K opens it while focus is in the demo; the host page keeps the shortcut", async () => {
    const { element, root } = await mountDemo("command-palette")
    const page = commandPalette(root)
    page.trigger().focus()
    await pressWith("Control", "k")
    await waitFor(() => page.dialog(), "the palette to open")
    await expectFocus(page.search())
    await press("Escape")
    await waitFor(() => page.dialog() === null || null, "the palette to close")
    const outside = hostButton(element)
    try {
      outside.focus()
      await pressWith("Control", "k")
      await sleep(200)
      expect(page.dialog(), "no palette from the host page's focus").to.equal(null)
    } finally {
      outside.remove()
    }
  })

  it("with pageShortcut, ⌘K or Ctrl+K opens it from anywhere on the page", async () => {
    const { element, root } = await mountDemo("command-palette", { "page-shortcut": "true" })
    const page = commandPalette(root)
    const outside = hostButton(element)
    try {
      outside.focus()
      await pressWith("Meta", "k")
      await waitFor(() => page.dialog(), "the palette to open from ⌘K")
      await expectFocus(page.search())
      await press("Escape")
      await waitFor(() => page.dialog() === null || null, "the palette to close")
      outside.focus()
      await pressWith("Control", "k")
      await waitFor(() => page.dialog(), "the palette to open from Ctrl+K")
    } finally {
      outside.remove()
    }
  })

  it("shows each machine in the Visualizer: the dialog and the combobox", async () => {
    const { root } = await mountDemo("command-palette")
    await openToolbarTab(root, "Visualizer")
    await click(commandPalette(root).trigger())
    for (const name of ["Dialog state", "Combobox state"]) {
      await waitFor(() => root.querySelector(`section[aria-label="${name}"]`), name)
    }
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { element } = await mountDemo("command-palette")
    expect(await seriousViolations(element)).to.deep.equal([])
    cleanup()
    const opened = await openPalette()
    await type("c")
    expect(await seriousViolations(opened.element)).to.deep.equal([])
  })
})
