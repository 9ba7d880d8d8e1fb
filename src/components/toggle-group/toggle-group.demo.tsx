import { normalizeProps } from "@zag-js/react"
import * as toggle from "@zag-js/toggle-group"
import type { KeyboardEvent } from "react"
import { textStyles } from "./text-styles"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as toggleGroupControls } from "./toggle-group.controls"
import styles from "./toggle-group.css?inline"

export { styles }

export default function ToggleGroupDemo({ values }: DemoProps<typeof toggleGroupControls>) {
  const service = useDemoMachine(toggle.machine, values)
  const api = toggle.connect(service, normalizeProps)

  // zag 1.47 moves focus one animation frame after an arrow key, Home or End, and a second
  // key inside that frame replaces the pending move (zag's AnimationFrame.request cancels it;
  // 1.44 ran both), so keys pressed back to back lost steps. The demo moves focus at once,
  // by zag's rules (enabled items, loop focus, orientation, rtl), and keeps the key from zag;
  // zag learns the focused item from the focus event, as for a click.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!values.rovingFocus || event.defaultPrevented) return
    const root = event.currentTarget
    const items = [
      ...root.querySelectorAll<HTMLElement>(
        '[data-scope="toggle-group"][data-part="item"]:not([data-disabled])',
      ),
    ]
    // From the item that has focus, as zag does: a script may send every key to the first.
    const focused = (root.getRootNode() as Document | ShadowRoot).activeElement
    const index = items.indexOf(focused as HTMLElement)
    if (index < 0) return
    const horizontal = root.dataset.orientation !== "vertical"
    const rtl = horizontal && root.getAttribute("dir") === "rtl"
    const forward = horizontal ? (rtl ? "ArrowLeft" : "ArrowRight") : "ArrowDown"
    const back = horizontal ? (rtl ? "ArrowRight" : "ArrowLeft") : "ArrowUp"
    const last = items.length - 1
    const step = (by: number) =>
      values.loopFocus
        ? (index + by + items.length) % items.length
        : Math.min(Math.max(index + by, 0), last)
    const target =
      event.key === forward
        ? step(1)
        : event.key === back
          ? step(-1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    items[target]!.focus({ preventScroll: true })
  }

  return (
    <div className="sb-row">
      {/* A focusable neighbour, to tab into and out of the group. */}
      <button type="button">Outside</button>
      <div {...api.getRootProps()} aria-label="Text style" onKeyDownCapture={onKeyDownCapture}>
        {textStyles.map((style) => (
          <button
            key={style.value}
            {...api.getItemProps({ value: style.value })}
            aria-label={style.label}
            data-style={style.value}
          >
            {style.letter}
          </button>
        ))}
      </div>
    </div>
  )
}
