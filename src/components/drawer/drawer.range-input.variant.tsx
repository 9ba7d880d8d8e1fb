import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { useId, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { ItemList } from "./drawer-body"
import { drawerItems } from "./drawer-items"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

const items = drawerItems.slice(0, 40)

export default function DrawerRangeInput({ values }: DemoProps<typeof drawerControls>) {
  return <VolumeDrawer key={values.snapPoints} values={values} />
}

/**
 * A drawer holding a native `<input type="range">`. zag never starts a drag on a range (or
 * file) input, so pulling its thumb, even at a slant, moves the value and not the drawer;
 * the rest of the content still drags.
 */
function VolumeDrawer({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  const [volume, setVolume] = useState(50)
  const rangeId = useId()
  return (
    <>
      <button {...api.getTriggerProps()}>Open</button>
      <DrawerFrame api={api} closeOnInteractOutside={values.closeOnInteractOutside}>
        <DemoHeading {...api.getTitleProps()}>Sound</DemoHeading>
        <p {...api.getDescriptionProps()}>Drag the slider: the drawer stays where it is.</p>
        <div className="sb-drawer-range">
          <label htmlFor={rangeId}>Volume</label>
          <input
            id={rangeId}
            type="range"
            min={0}
            max={100}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
          />
          <output htmlFor={rangeId}>{volume}</output>
        </div>
        <ItemList items={items} />
      </DrawerFrame>
    </>
  )
}
