import type { DemoProps } from "../kit/runtime/demo-types"
import { PopoverCard } from "./popover-card"
import type { controls as nestedPopoverControls } from "./nested-popover.controls"
import styles from "./popover.css?inline"

export { styles }

/**
 * A popover inside a popover. The inner one renders inside the outer content, so zag's
 * dismissable layers treat a click in it as inside the outer one, and Escape closes the
 * topmost layer first.
 */
export default function NestedPopoverDemo({ values }: DemoProps<typeof nestedPopoverControls>) {
  const { innerPlacement, placement, ...dismiss } = values
  return (
    <PopoverCard
      settings={{ ...dismiss, placement }}
      machineLabel="outer popover"
      triggerText="Open popover"
      title="Outer popover"
      description="This popover holds a second one."
    >
      <div className="sb-row">
        <PopoverCard
          settings={{ ...dismiss, placement: innerPlacement }}
          machineLabel="inner popover"
          triggerText="Open nested popover"
          title="Inner popover"
          description="Escape closes this one first."
        >
          <button type="button">Inner action</button>
        </PopoverCard>
      </div>
    </PopoverCard>
  )
}
