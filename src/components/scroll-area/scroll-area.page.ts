/** The scroll area demo's parts: the scrolling region by role and name, its bars by zag's parts. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

type Orientation = "vertical" | "horizontal"

export function scrollAreaDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  /** A scrollbar or thumb of one axis, or null when zag shows none (no overflow that way). */
  const ofAxis = (name: "scrollbar" | "thumb", orientation: Orientation) =>
    stage.querySelector<HTMLElement>(
      `[data-scope="scroll-area"][data-part="${name}"][data-orientation="${orientation}"]`,
    )
  return {
    root: () => part(stage, "scroll-area", "root"),
    /** The box that scrolls: a named region that takes focus. */
    viewport: () => getByRole(stage, "region", { name: "Rows 0 to 99" }),
    rows: () => [...part(stage, "scroll-area", "content").children].map((row) => row.textContent),
    scrollbar: (orientation: Orientation) => ofAxis("scrollbar", orientation)!,
    thumb: (orientation: Orientation) => ofAxis("thumb", orientation)!,
    corner: () => part(stage, "scroll-area", "corner"),
    scrollToBottom: () => getByRole(stage, "button", { name: "Scroll to bottom" }),
  }
}
