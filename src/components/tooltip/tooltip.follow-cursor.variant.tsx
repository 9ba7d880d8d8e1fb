import { mergeProps, normalizeProps } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useRef } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls } from "./tooltip.follow-cursor.controls"
import styles from "./tooltip.css?inline"

export { styles }

/**
 * A tooltip anchored to the pointer: each pointer move over the trigger records a 1×1 px rect
 * at the pointer and asks zag to reposition against it (`getAnchorRect`). Opened by keyboard
 * focus there is no pointer, so the rect is null and zag anchors to the trigger.
 */
export default function TooltipFollowCursor({ values }: DemoProps<typeof controls>) {
  const { placement, ...settings } = values
  const pointerRect = useRef<DOMRect | null>(null)
  const service = useDemoMachine(tooltip.machine, {
    ...settings,
    positioning: {
      ...overlayPositioning,
      placement,
      gutter: 4,
      getAnchorRect: () => pointerRect.current,
    },
  })
  const api = tooltip.connect(service, normalizeProps)
  const triggerProps = mergeProps(api.getTriggerProps(), {
    onPointerMove(event: React.PointerEvent) {
      pointerRect.current = DOMRect.fromRect({
        x: event.clientX,
        y: event.clientY,
        width: 1,
        height: 1,
      })
      api.reposition()
    },
    onPointerLeave() {
      pointerRect.current = null
    },
  })
  return (
    <div className="sb-tooltip-follow">
      <button {...triggerProps}>Hover me and move along</button>
      {/* Inline, not portalled: the tooltip stays in the element's shadow root. */}
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>Follows your pointer</div>
      </div>
    </div>
  )
}
