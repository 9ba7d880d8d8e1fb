import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { ItemList } from "./drawer-body"
import { drawerItems } from "./drawer-items"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as crossAxisControls } from "./drawer.cross-axis-scroll.controls"
import styles from "./drawer.css?inline"

export { styles }

const photos = Array.from({ length: 10 }, (_, index) => `Photo ${index + 1}`)
const items = drawerItems.slice(0, 40)

export default function DrawerCrossAxisScroll({ values }: DemoProps<typeof crossAxisControls>) {
  return <GalleryDrawer key={values.snapPoints} values={values} />
}

/**
 * A drawer that closes downwards holding a strip of photos that scrolls sideways. A drag on
 * the strip that leans sideways is left to the strip: zag does not start a drag on content
 * that can scroll across the swipe axis when the gesture runs more across it than along it.
 * A straight pull down, on the strip or anywhere else, still moves the drawer.
 */
function GalleryDrawer({ values }: { values: DrawerValues }) {
  const service = useDemoMachine(drawer.machine, drawerSettings(values))
  const api = drawer.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open</button>
      <DrawerFrame api={api} closeOnInteractOutside={values.closeOnInteractOutside}>
        <DemoHeading {...api.getTitleProps()}>Gallery</DemoHeading>
        <p {...api.getDescriptionProps()}>
          Scroll the photos sideways: the drawer stays where it is.
        </p>
        {/* Focusable, so the keyboard scrolls it too. */}
        <div className="sb-drawer-strip" tabIndex={0} role="region" aria-label="Photos">
          {photos.map((photo) => (
            <div key={photo} className="sb-drawer-photo">
              {photo}
            </div>
          ))}
        </div>
        <ItemList items={items} />
      </DrawerFrame>
    </>
  )
}
