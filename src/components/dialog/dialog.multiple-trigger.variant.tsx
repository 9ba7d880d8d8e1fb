import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useId } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/** The team table: each member's row has its own trigger of the one dialog. */
const members = [
  { id: "1", name: "Alice Johnson", email: "alice@example.com", role: "Admin" },
  { id: "2", name: "Bob Smith", email: "bob@example.com", role: "Editor" },
  { id: "3", name: "Carol Davis", email: "carol@example.com", role: "Viewer" },
  { id: "4", name: "David Wilson", email: "david@example.com", role: "Editor" },
]

/**
 * One dialog, several triggers: an Edit button per row opens the same dialog, filled with
 * that row's member. zag's `triggerValue` says which button it was, so closing returns focus
 * to that button rather than the first.
 */
export default function DialogMultipleTrigger({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  const member = members.find((candidate) => candidate.id === api.triggerValue)
  const fieldId = useId()

  return (
    <div className="sb-dialog-team">
      <table>
        <caption>Team</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.email}</td>
              <td>{row.role}</td>
              <td>
                <button {...api.getTriggerProps({ value: row.id })} aria-label={`Edit ${row.name}`}>
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="sb-dialog-active">
        Editing: {member ? member.name : "nobody"}
      </p>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Edit member</DemoHeading>
          <p {...api.getDescriptionProps()}>
            {member ? `Change the details of ${member.name}.` : "No member chosen."}
          </p>
          {/* Keyed by member: each opening starts from that member's saved details. */}
          <form key={member?.id} onSubmit={(event) => (event.preventDefault(), api.setOpen(false))}>
            <div className="sb-dialog-field">
              <label htmlFor={`${fieldId}-name`}>Name</label>
              <input id={`${fieldId}-name`} name="name" defaultValue={member?.name} />
            </div>
            <div className="sb-dialog-field">
              <label htmlFor={`${fieldId}-email`}>Email</label>
              <input
                id={`${fieldId}-email`}
                name="email"
                type="email"
                defaultValue={member?.email}
              />
            </div>
            <div className="sb-dialog-field">
              <label htmlFor={`${fieldId}-role`}>Role</label>
              <select id={`${fieldId}-role`} name="role" defaultValue={member?.role}>
                <option>Admin</option>
                <option>Editor</option>
                <option>Viewer</option>
              </select>
            </div>
            <div className="sb-row sb-dialog-actions">
              <button type="submit">Save changes</button>
            </div>
          </form>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  )
}
