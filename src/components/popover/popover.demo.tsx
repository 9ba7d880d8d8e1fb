import { useId } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { PopoverCard } from "./popover-card"
import type { controls as popoverControls } from "./popover.controls"
import styles from "./popover.css?inline"

export { styles }

export default function PopoverDemo({ values }: DemoProps<typeof popoverControls>) {
  const formLog = useFormLog()
  const inputId = useId()
  return (
    <div className="sb-row">
      <PopoverCard
        settings={values}
        machineLabel="popover"
        triggerText="Click me"
        title="Popover Title"
        description="Popover description: a field to fill and a button to close."
      >
        <form {...formLog} className="sb-popover-field">
          <label htmlFor={inputId}>Your name</label>
          <input id={inputId} name="name" placeholder="Type here" />
        </form>
      </PopoverCard>
      {/* A focusable neighbour: tabbing out of a non-modal popover lands here and closes it. */}
      <button type="button">Outside button</button>
    </div>
  )
}
