import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { useId } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls } from "./drawer.multiple-trigger.controls"
import styles from "./drawer.css?inline"

export { styles }

/** The people of the table: each row has its own trigger of the one drawer. */
const people = [
  { id: "1", name: "Alice Johnson", email: "alice@example.com", role: "Admin" },
  { id: "2", name: "Bob Smith", email: "bob@example.com", role: "Editor" },
  { id: "3", name: "Carol Davis", email: "carol@example.com", role: "Viewer" },
  { id: "4", name: "David Wilson", email: "david@example.com", role: "Editor" },
]

export default function DrawerMultipleTrigger({ values }: DemoProps<typeof controls>) {
  return <PeopleTable key={values.snapPoints} values={values} />
}

/**
 * One drawer, several triggers: an Edit button per row opens the same drawer with that row's
 * person. zag's `triggerValue` names the button, so closing returns focus to it; with the
 * drawer not modal, another row's button moves the open drawer to that person.
 */
function PeopleTable({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  const person = people.find((candidate) => candidate.id === api.triggerValue)
  const fieldId = useId()

  return (
    <div className="sb-drawer-people">
      <table>
        <caption>People</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((row) => (
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
      <p role="status" className="sb-drawer-status">
        Editing: {person ? person.name : "nobody"}
      </p>
      <DrawerFrame
        api={api}
        closeOnInteractOutside={values.closeOnInteractOutside}
        className="sb-drawer-compact"
      >
        <DemoHeading {...api.getTitleProps()}>
          {person ? `Edit ${person.name}` : "Edit"}
        </DemoHeading>
        {/* Keyed by person: each opening starts from that person's saved details. */}
        <form
          key={person?.id}
          className="sb-drawer-form"
          onSubmit={(event) => (event.preventDefault(), api.setOpen(false))}
        >
          <label htmlFor={`${fieldId}-name`}>Name</label>
          <input id={`${fieldId}-name`} name="name" defaultValue={person?.name} />
          <label htmlFor={`${fieldId}-email`}>Email</label>
          <input id={`${fieldId}-email`} name="email" type="email" defaultValue={person?.email} />
          <label htmlFor={`${fieldId}-role`}>Role</label>
          <select id={`${fieldId}-role`} name="role" defaultValue={person?.role}>
            <option>Admin</option>
            <option>Editor</option>
            <option>Viewer</option>
          </select>
          <div className="sb-row">
            <button type="submit">Save</button>
            <button {...api.getCloseTriggerProps()}>Close</button>
          </div>
        </form>
      </DrawerFrame>
    </div>
  )
}
