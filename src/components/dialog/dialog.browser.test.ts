import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  pressWith,
  seriousViolations,
  sleep,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { dialogDemo } from "./dialog.page"

// Compared as text: chai inspecting two unequal elements (React fibers and all) hangs the page.
const focused = () => {
  const element = deepActiveElement()
  if (!element) return "nothing"
  const name = element.getAttribute("aria-label") ?? element.getAttribute("name")
  return `${element.localName} ${name ?? element.textContent}`
}
const sendMouseClickAt = (x: number, y: number) => sendMouse({ type: "click", position: [x, y] })

async function openDialog(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("dialog", attributes)
  await click(dialogDemo(mounted.root).trigger())
  const content = await waitFor(() => dialogDemo(mounted.root).dialog(), "the dialog to open")
  await waitFor(() => content.contains(deepActiveElement()), "focus inside the dialog")
  return { ...mounted, content }
}

describe("<demo-dialog>", () => {
  afterEach(cleanup)

  it("opens an edit-profile dialog from the trigger and moves focus into it", async () => {
    const { root, content } = await openDialog()
    expect(dialogDemo(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    expect(content.getAttribute("aria-modal")).to.equal("true")
    expect(content.textContent).to.contain("Make changes to your profile here.")
    const name = getByRole(content, "textbox", { name: "Name" }) as HTMLInputElement
    expect(name.value).to.equal("Pedro Duarte")
    const username = getByRole(content, "textbox", { name: "Username" }) as HTMLInputElement
    expect(username.value).to.equal("@peduarte")
    expect(focused()).to.equal("input name")
  })

  it("traps Tab inside the dialog, wrapping from the last element to the first", async () => {
    const { content } = await openDialog()
    const close = getByRole(content, "button", { name: "Close" })
    close.focus()
    await press("Tab")
    expect(focused()).to.equal("input name")
    await pressWith("Shift", "Tab")
    expect(focused()).to.equal("button Close")
    for (let i = 0; i < 6; i++) {
      await press("Tab")
      expect(content.contains(deepActiveElement()), focused()).to.equal(true)
    }
  })

  it("closes on Escape and returns focus to the trigger", async () => {
    const { root } = await openDialog()
    await press("Escape")
    await waitFor(() => !dialogDemo(root).dialog(), "the dialog to close")
    await waitFor(
      () => deepActiveElement() === dialogDemo(root).trigger(),
      "focus back on the trigger",
    )
    expect(dialogDemo(root).trigger().getAttribute("aria-expanded")).to.equal("false")
  })

  it("closes on a click outside the dialog", async () => {
    const { root } = await openDialog()
    // The backdrop covers the viewport: its top-left corner is outside the centred content.
    await sendMouseClickAt(5, 5)
    await waitFor(() => !dialogDemo(root).dialog(), "the dialog to close")
    await waitFor(
      () => deepActiveElement() === dialogDemo(root).trigger(),
      "focus back on the trigger",
    )
  })

  it("closes with the Close button", async () => {
    const { root, content } = await openDialog()
    await click(getByRole(content, "button", { name: "Close" }))
    await waitFor(() => !dialogDemo(root).dialog(), "the dialog to close")
  })

  it("logs the form and closes on Save changes", async () => {
    const { root, content } = await openDialog({ log: "" })
    const logs: unknown[][] = []
    const original = console.log
    console.log = (...args: unknown[]) => logs.push(args)
    try {
      await click(getByRole(content, "button", { name: "Save changes" }))
    } finally {
      console.log = original
    }
    await waitFor(() => !dialogDemo(root).dialog(), "the dialog to close")
    const submit = logs.find((args) => String(args[0]).endsWith("form submit"))
    expect(submit?.[1]).to.deep.equal({ name: "Pedro Duarte", username: "@peduarte" })
  })

  it("stays open on Escape and outside clicks when both are turned off", async () => {
    const { root } = await openDialog({
      "close-on-escape": "false",
      "close-on-interact-outside": "false",
    })
    await press("Escape")
    await sendMouseClickAt(5, 5)
    await sleep(200)
    expect(dialogDemo(root).dialog()).to.not.equal(null)
    expect(dialogDemo(root).trigger().getAttribute("aria-expanded")).to.equal("true")
  })

  it("shows open and closed in the Visualizer", async () => {
    const { root } = await mountDemo("dialog")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "closed"', "closed state")
    await click(dialogDemo(root).trigger())
    await waitForVisualizer(root, 'state: "open"', "open state")
    await press("Escape")
    await waitForVisualizer(root, 'state: "closed"', "closed again")
  })

  it("uses the alertdialog role when asked", async () => {
    const { root } = await mountDemo("dialog", { role: "alertdialog" })
    await click(dialogDemo(root).trigger())
    await waitFor(
      () => queryByRole(within(root), "alertdialog", { name: "Edit profile" }),
      "an alertdialog",
    )
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element } = await openDialog()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})

/*
 * zag's e2e/scroll-lock.e2e.ts (its page scroll-lock/html-scroller): on a page whose <html>
 * establishes the scroll container (an app-shell layout, `overflow-y: auto` on <html>), the
 * open dialog's scroll lock must go to <html>: hiding <body>'s overflow would lock nothing.
 */
describe("<demo-dialog> on a page whose <html> scrolls (zag's scroll-lock scenarios)", () => {
  const html = document.documentElement
  const locked = (element: HTMLElement) => element.style.overflow === "hidden"
  const zagLock = () => document.body.hasAttribute("data-scroll-lock")

  beforeEach(() => html.style.setProperty("overflow-y", "auto"))
  afterEach(async () => {
    cleanup()
    // The lock is released after the dialog unmounts, restoring the styles it found.
    await waitFor(() => !zagLock(), "the scroll lock released")
    html.style.removeProperty("overflow-y")
    document.body.style.removeProperty("overflow-y")
  })

  it("locks <html> instead of <body> when html establishes the scroll container", async () => {
    await openDialog()
    await waitFor(zagLock, "the dialog's scroll lock (data-scroll-lock on body)")
    expect(locked(html), "<html> locked").to.equal(true)
    expect(locked(document.body), "<body> left alone").to.equal(false)
  })

  it("locks <html> even when the page has hidden <body>'s overflow itself", async () => {
    document.body.style.overflowY = "hidden"
    const { root } = await openDialog()
    await waitFor(zagLock, "the dialog's scroll lock")
    expect(locked(html), "<html> locked").to.equal(true)
    await click(getByRole(dialogDemo(root).dialog()!, "button", { name: "Close" }))
    await waitFor(() => !zagLock(), "the lock to be released on close")
    expect(locked(html), "<html> unlocked").to.equal(false)
  })
})
