import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import type { FocusEvent } from "react"
import { drawerItems } from "./drawer-items"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerPresence } from "./drawer-presence"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

type Values = DemoProps<typeof drawerControls>["values"]

// "20rem,1" -> ["20rem", 1]: a number is a fraction of the drawer, a string a CSS length.
const parseSnapPoints = (text: string) =>
  text.split(",").map((point) => (Number.isNaN(Number(point)) ? point : Number(point)))

export default function DrawerDemo({ values }: DemoProps<typeof drawerControls>) {
  // The machine picks its resting point from the snap points once, as it starts: new points
  // start a new drawer.
  return <DrawerSheet key={values.snapPoints} values={values} />
}

function DrawerSheet({ values }: { values: Values }) {
  const service = useDemoMachine(drawer.machine, {
    ...values,
    snapPoints: parseSnapPoints(values.snapPoints),
  })
  const api = drawer.connect(service, normalizeProps)
  // zag closes the drawer when focus moves outside it, but in a shadow root it never learns
  // that focus left: it reads the focus event's path a frame late, when the path is already
  // empty. So the demo closes it itself, leaving out the trigger as zag does. Only a
  // non-modal drawer lets focus out.
  const onFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (!values.closeOnInteractOutside || !(next instanceof Element)) return
    if (
      event.currentTarget.contains(next) ||
      next.matches('[data-scope="drawer"][data-part="trigger"]')
    )
      return
    api.setOpen(false)
  }
  return (
    <>
      <button {...api.getTriggerProps()}>Open</button>
      {/* Inline, not portalled: the drawer stays in the element's shadow root. */}
      <DrawerPresence {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <DrawerPresence {...api.getContentProps()} onBlur={onFocusLeave}>
          <div {...api.getGrabberProps()}>
            <div {...api.getGrabberIndicatorProps()} />
          </div>
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
        </DrawerPresence>
      </div>
    </>
  )
}
