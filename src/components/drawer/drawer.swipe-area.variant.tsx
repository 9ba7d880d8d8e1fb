import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { ItemList } from "./drawer-body"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

export default function DrawerSwipeArea({ values }: DemoProps<typeof drawerControls>) {
  return <SwipeAreaDrawer key={values.snapPoints} values={values} />
}

/**
 * A drawer pulled open from a strip at the edge: zag's swipe area. A press alone does
 * nothing; a drag away from the edge brings the drawer out under the pointer, and letting go
 * far or fast enough leaves it open (else it slides back). The strip is a pointer gesture
 * only, so the Open button stays for the keyboard.
 */
function SwipeAreaDrawer({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  return (
    <div className="sb-drawer-swipe-page">
      <p>Drag from the strip below towards the middle, or use the button.</p>
      <button {...api.getTriggerProps()}>Open</button>
      <div {...api.getSwipeAreaProps()} className="sb-drawer-swipe-area">
        <span className="sb-drawer-swipe-hint" />
      </div>
      <DrawerFrame api={api} closeOnInteractOutside={values.closeOnInteractOutside}>
        <DemoHeading {...api.getTitleProps()}>Drawer</DemoHeading>
        <p {...api.getDescriptionProps()}>Pulled out from the strip at the edge.</p>
        <div className="sb-row">
          <button {...api.getCloseTriggerProps()}>Close</button>
        </div>
        <ItemList />
      </DrawerFrame>
    </div>
  )
}
