import * as popover from "@zag-js/popover"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { PopupArrow } from "../kit/parts/popup-arrow"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as popoverControls } from "./popover.controls"
import styles from "./popover.css?inline"

export { styles }

/** The rows of the table: each has its own trigger of the one popover. */
const files = [
  { id: "report", name: "Quarterly report.pdf", size: "2.1 MB" },
  { id: "budget", name: "Budget.xlsx", size: "640 kB" },
  { id: "notes", name: "Meeting notes.md", size: "12 kB" },
]

/**
 * One popover, several triggers: a button per row opens the same popover, anchored to the
 * button that opened it, and the popover shows that row's file. zag's `triggerValue` says
 * which trigger it was; a click on another row's trigger while it is open moves it there.
 */
export default function PopoverMultipleTrigger({ values }: DemoProps<typeof popoverControls>) {
  const { placement, ...settings } = values
  const service = useDemoMachine(
    popover.machine,
    {
      ...settings,
      portalled: false,
      positioning: { ...overlayPositioning, placement },
      translations: { closeTriggerLabel: "Close" },
    },
    { label: "popover" },
  )
  const api = popover.connect(service, normalizeProps)
  const active = files.find((file) => file.id === api.triggerValue)

  return (
    <div className="sb-popover-files">
      <table>
        <caption>Files</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Size</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <th scope="row">{file.name}</th>
              <td>{file.size}</td>
              <td>
                <button
                  {...api.getTriggerProps({ value: file.id })}
                  aria-label={`Details of ${file.name}`}
                >
                  Details <span {...api.getIndicatorProps()}>▾</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="sb-popover-active">
        Opened from: {active ? active.name : "none"}
      </p>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          <DemoHeading {...api.getTitleProps()}>{active?.name ?? "File"}</DemoHeading>
          <p {...api.getDescriptionProps()}>
            {active ? `${active.size}, shared with your team.` : ""}
          </p>
          <button {...api.getCloseTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  )
}
