/** Test helpers shared by the four menu demos' tests (menu, options, nested, context). */
import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  nextFrame,
  openToolbarTab,
  press,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"

// Lives in test/browser/helpers.ts; re-exported so the menu tests keep one import for their
// helpers.
export { clickOnHostPage } from "../../../test/browser/helpers"

/**
 * Presses the mouse on an item and releases it a frame later, as a person does. zag notes
 * the item on pointerdown and selects it on click; a press and release sent in the same
 * instant can reach the click before React has rendered the pointerdown's highlight.
 */
export async function clickItem(item: HTMLElement) {
  await sendMouse({ type: "move", position: centre(item) })
  await sendMouse({ type: "down" })
  await nextFrame()
  await sendMouse({ type: "up" })
  await nextFrame()
}

/** Waits for the log line `<demo-slug> select <value>`. */
export function waitForSelectLog(logs: { lines: unknown[][] }, slug: string, value: string) {
  return waitFor(
    () =>
      logs.lines.some(
        ([message, detail]) => message === `<demo-${slug}> select` && detail === value,
      ),
    `"${value}" logged as selected`,
  )
}

/** bottom-start with an 8px gutter: left edges aligned, top 8px below. */
export function expectBelowStart(anchor: DOMRect, popup: DOMRect) {
  expect(Math.abs(popup.left - anchor.left), "left edges aligned").to.be.lessThan(2)
  expect(popup.top, "8px below the trigger").to.be.within(anchor.bottom + 7, anchor.bottom + 9)
}

/** The labels of the action menus (menu and context menu). */
export const actionLabels = ["Edit", "Duplicate", "Delete", "Export..."]

/** The Visualizer shows idle, then open after `open()`, then closed after Escape. */
export async function expectVisualizerStates(root: ShadowRoot, open: () => Promise<unknown>) {
  await openToolbarTab(root, "Visualizer")
  await waitForVisualizer(root, 'state: "idle"', "idle state")
  await open()
  await waitForVisualizer(root, 'state: "open"', "open state")
  await press("Escape")
  await waitForVisualizer(root, 'state: "closed"', "closed state")
}
