import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

const actions = ["Edit profile", "Change avatar", "Privacy settings"]

export default function DrawerActionSheet({ values }: DemoProps<typeof drawerControls>) {
  return <ActionSheet key={values.snapPoints} values={values} />
}

/**
 * An action sheet: a drawer of buttons in grouped cards, with no grabber and content that is
 * not dragged (`draggable: false`), so a press on an action is never taken for a swipe. Any
 * choice closes it; Cancel is its close trigger.
 */
function ActionSheet({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  const [chosen, setChosen] = useState<string | null>(null)
  const choose = (action: string) => {
    setChosen(action)
    api.setOpen(false)
  }
  return (
    <>
      <button {...api.getTriggerProps()}>Manage profile</button>
      <p role="status" className="sb-drawer-status">
        Last action: {chosen ?? "none"}
      </p>
      <DrawerFrame
        api={api}
        closeOnInteractOutside={values.closeOnInteractOutside}
        draggable={false}
        grabber={false}
        className="sb-drawer-compact sb-drawer-sheet"
      >
        <div className="sb-drawer-sheet-group">
          <DemoHeading {...api.getTitleProps()}>Profile actions</DemoHeading>
          <ul>
            {actions.map((action) => (
              <li key={action}>
                <button type="button" onClick={() => choose(action)}>
                  {action}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="sb-drawer-sheet-group">
          <button
            type="button"
            className="sb-drawer-danger"
            onClick={() => choose("Delete account")}
          >
            Delete account
          </button>
        </div>
        <div className="sb-drawer-sheet-group">
          <button {...api.getCloseTriggerProps()}>Cancel</button>
        </div>
      </DrawerFrame>
    </>
  )
}
