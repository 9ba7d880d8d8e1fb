import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerBody } from "./drawer-body"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

export default function DrawerDraggableFalse({ values }: DemoProps<typeof drawerControls>) {
  return <GrabberOnlyDrawer key={values.snapPoints} values={values} />
}

/**
 * The demo's drawer with `getContentProps({ draggable: false })`: a press on the content is
 * left to what is there (text to select, controls, a list to scroll), and only the grabber
 * drags, snaps or swipes the drawer away.
 */
function GrabberOnlyDrawer({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open</button>
      <DrawerFrame
        api={api}
        closeOnInteractOutside={values.closeOnInteractOutside}
        draggable={false}
      >
        <DrawerBody api={api} />
      </DrawerFrame>
    </>
  )
}
