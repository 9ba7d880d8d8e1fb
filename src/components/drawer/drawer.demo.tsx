import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { drawerItems } from "./drawer-items"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
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
        <DemoHeading {...api.getTitleProps()}>Drawer</DemoHeading>
        {/* zag never starts a drag on a [data-no-drag] element. */}
        <div data-no-drag="true" className="sb-drawer-no-drag">
          No drag area
        </div>
        {/* Focusable, so a keyboard user can scroll it too. */}
        <div className="sb-drawer-scrollable" tabIndex={0} role="region" aria-label="Items">
          {drawerItems.map((item) => (
            <div key={item}>{item}</div>
          ))}
        </div>
      </DrawerFrame>
    </>
  )
}
