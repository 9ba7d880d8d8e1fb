import { trackFocusVisible } from "@zag-js/focus-visible"
import { normalizeProps } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as tooltipControls } from "./tooltip.controls"
import styles from "./tooltip.css?inline"

export { styles }

/*
 * zag's focus-visible tracking sets up its page-wide listeners once, for the first machine
 * that asks, and keeps that machine's root node for good: its patched
 * HTMLElement.prototype.focus shares a closure with the root. Here the root is a demo's
 * shadow root, so the first tooltip demo on a page stayed reachable, shadow tree and
 * machines, after its removal. Set up from the document first, it keeps no demo.
 */
if (typeof document !== "undefined") trackFocusVisible({ root: document })()

type TooltipSettings = DemoProps<typeof tooltipControls>["values"]

/**
 * One trigger with its own tooltip machine. zag's tooltips share a module-level store, which
 * is how only one is open at a time and how a second one opens at once while the first shows.
 */
function TooltipTrigger(props: { settings: TooltipSettings; text: string; tip: string }) {
  const { placement, ...settings } = props.settings
  const service = useDemoMachine(
    tooltip.machine,
    { ...settings, positioning: { ...overlayPositioning, placement } },
    { label: `${props.text} tooltip` },
  )
  const api = tooltip.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>{props.text}</button>
      {/* Inline, not portalled: the tooltip stays in the element's shadow root. */}
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          {props.tip}
        </div>
      </div>
    </>
  )
}

export default function TooltipDemo({ values }: DemoProps<typeof tooltipControls>) {
  return (
    <div className="sb-row sb-tooltip-row">
      <TooltipTrigger settings={values} text="Hover me" tip="Tooltip" />
      <TooltipTrigger settings={values} text="Over me" tip="Tooltip 2" />
    </div>
  )
}
