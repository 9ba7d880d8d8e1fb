import { useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { PopupArrow } from "../kit/parts/popup-arrow"
import type { DemoProps } from "../kit/runtime/demo-types"
import { usePopover } from "./popover-card"
import type { controls as popoverControls } from "./popover.controls"
import styles from "./popover.css?inline"

export { styles }

/**
 * A popover whose open state the page holds: zag reports each change in `onOpenChange` and
 * shows what `open` says, so buttons outside the machine (Open from outside, Done) open and
 * close it as surely as its own trigger, Escape and outside clicks do.
 */
export default function PopoverControlled({ values }: DemoProps<typeof popoverControls>) {
  const [open, setOpen] = useState(false)
  const api = usePopover(values, "popover", {
    open,
    onOpenChange: (details) => setOpen(details.open),
  })

  return (
    <div className="sb-row">
      <button {...api.getTriggerProps()}>
        Presenters <span {...api.getIndicatorProps()}>▾</span>
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Open from outside
      </button>
      <p role="status" className="sb-popover-active">
        Page state: {open ? "open" : "closed"}
      </p>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          <DemoHeading {...api.getTitleProps()}>Presenters</DemoHeading>
          <p {...api.getDescriptionProps()}>
            The page, not the popover, holds whether this is open.
          </p>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
          <button {...api.getCloseTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  )
}
