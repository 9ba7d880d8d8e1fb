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

export default function DrawerDemo({ values }: DemoProps<typeof drawerControls>) {
  return <DrawerSheet key={values.snapPoints} values={values} />
}

function DrawerSheet({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open</button>
      <DrawerFrame api={api} closeOnInteractOutside={values.closeOnInteractOutside}>
        <DrawerBody api={api} />
      </DrawerFrame>
    </>
  )
}
