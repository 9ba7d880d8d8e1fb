import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { documentActions, documents } from "./menu-documents"
import { MenuItems, MenuPopup } from "./menu-parts"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { useMenuMachine } from "./use-menu-demo"

export { styles }

/**
 * One menu, several triggers: each row of the table has its own "⋮" button opening the same
 * menu beside it. zag's `triggerValue` says which row opened it, so the menu acts on that
 * row's document; a click on another row's button while it is open moves it there.
 */
export default function MenuMultipleTrigger({ values }: DemoProps<typeof menuControls>) {
  const log = useDemoLog()
  const [activeId, setActiveId] = useState<string | null>(null)
  const [lastAction, setLastAction] = useState<string | null>(null)
  const active = documents.find((doc) => doc.id === activeId)
  const { api } = useMenuMachine(values, {
    onTriggerValueChange: ({ value }) => setActiveId(value),
    onSelect: ({ value }) => {
      const action = `${value} ${active?.name ?? "?"}`
      setLastAction(action)
      log("select", value, active?.name)
    },
  })

  return (
    <div className="sb-menu-documents">
      <table>
        <caption>Documents</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Size</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <th scope="row">{doc.name}</th>
              <td>{doc.type}</td>
              <td>{doc.size}</td>
              <td>
                <button
                  {...api.getTriggerProps({ value: doc.id })}
                  aria-label={`Actions for ${doc.name}`}
                >
                  <span aria-hidden="true">⋮</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <MenuPopup api={api}>
        <div {...api.getItemGroupProps({ id: "document" })}>
          <div {...api.getItemGroupLabelProps({ htmlFor: "document" })}>
            {active?.name ?? "Document"}
          </div>
          <MenuItems api={api} items={documentActions} />
        </div>
      </MenuPopup>
      <p className="sb-menu-status" aria-live="polite">
        Opened from: {active?.name ?? "none"}. Last action: {lastAction ?? "none"}.
      </p>
    </div>
  )
}
