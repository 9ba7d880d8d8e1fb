import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { useState, useSyncExternalStore } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

const messages = ["Invoice #1042 was paid", "Maya shared “Q3 plan”", "Your export is ready"]

export default function DrawerIndentEffect({ values }: DemoProps<typeof drawerControls>) {
  return <IndentedPage key={values.snapPoints} values={values} />
}

/**
 * The page behind the drawer steps back while it is open: it shrinks a little and lowers
 * onto a dark layer, and grows back as the drawer is dragged away. zag's drawer stack
 * (`createStack`) tells the page whether a drawer is open and how far the front one has been
 * swiped (`--drawer-swipe-progress`, 0 at rest to 1 gone); the CSS does the rest.
 */
function IndentedPage({ values }: { values: DrawerValues }) {
  // One stack per element: drawers of other demos on the page do not move this one's page.
  const [stack] = useState(drawer.createStack)
  const snapshot = useSyncExternalStore(stack.subscribe, stack.getSnapshot, stack.getSnapshot)
  const stackApi = drawer.connectStack(snapshot, normalizeProps)
  const service = useDemoMachine(drawer.machine, { ...drawerSettings(values), stack })
  const api = drawer.connect(service, normalizeProps)

  return (
    <div className="sb-drawer-indent-sandbox">
      <div {...stackApi.getIndentBackgroundProps()} className="sb-drawer-indent-background" />
      <div {...stackApi.getIndentProps()} className="sb-drawer-indent">
        <p className="sb-drawer-indent-heading">Inbox</p>
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <button {...api.getTriggerProps()}>Notifications</button>
      </div>
      <DrawerFrame
        api={api}
        closeOnInteractOutside={values.closeOnInteractOutside}
        className="sb-drawer-compact"
      >
        <DemoHeading {...api.getTitleProps()}>Notifications</DemoHeading>
        <p {...api.getDescriptionProps()}>You are all caught up: nothing new since this morning.</p>
        <div className="sb-row">
          <button {...api.getCloseTriggerProps()}>Close</button>
        </div>
      </DrawerFrame>
    </div>
  )
}
