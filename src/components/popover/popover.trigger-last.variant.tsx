import type { DemoProps } from "../kit/runtime/demo-types"
import { PopoverCard } from "./popover-card"
import type { controls as popoverControls } from "./popover.controls"
import styles from "./popover.css?inline"

export { styles }

/**
 * A non-modal popover whose trigger is the demo's last tab stop. Tabbing past the popover's
 * last element returns focus to where it would go after the trigger; with nothing after it,
 * focus must leave the demo, not loop back into the popover.
 */
export default function PopoverTriggerLast({ values }: DemoProps<typeof popoverControls>) {
  return (
    <div className="sb-row">
      <button type="button">Button before</button>
      <PopoverCard
        settings={values}
        machineLabel="popover"
        triggerText="Click me"
        title="Last in line"
        description="Tabbing past the close button leaves the popover for good."
      >
        <div className="sb-popover-field">
          <a href="#popover-help" onClick={(event) => event.preventDefault()}>
            Popover help
          </a>
          <label className="sb-popover-field">
            Note
            <input name="note" placeholder="Type here" />
          </label>
        </div>
      </PopoverCard>
    </div>
  )
}
