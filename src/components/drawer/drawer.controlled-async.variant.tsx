import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useRef, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

/** How long the pretend async step (a save, a route change) takes. */
const ASYNC_STEP_MS = 800

export default function DrawerControlledAsync({ values }: DemoProps<typeof drawerControls>) {
  return <ControlledAsyncDrawer key={values.snapPoints} values={values} />
}

/**
 * The open state is the page's, and it changes only after an async step (a timer here): the
 * drawer asks to open or close (`onOpenChange`) and waits, as it is, until `open` answers.
 * zag keeps it where it is meanwhile, so a swipe or Escape does not flicker it shut and open.
 */
function ControlledAsyncDrawer({ values }: { values: DrawerValues }) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState<boolean | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const service = useDemoMachine(drawer.machine, {
    ...drawerSettings(values),
    open,
    onOpenChange({ open: next }) {
      setPending(next)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        setOpen(next)
        setPending(null)
      }, ASYNC_STEP_MS)
    },
  })
  const api = drawer.connect(service, normalizeProps)
  const state =
    pending === null ? `Open: ${open}` : pending ? "Opening, waiting…" : "Closing, waiting…"

  return (
    <>
      <button {...api.getTriggerProps()}>Toggle drawer</button>
      <p role="status" className="sb-drawer-status">
        {state}
      </p>
      <DrawerFrame
        api={api}
        closeOnInteractOutside={values.closeOnInteractOutside}
        className="sb-drawer-compact"
      >
        <DemoHeading {...api.getTitleProps()}>Controlled drawer</DemoHeading>
        <p {...api.getDescriptionProps()}>
          Swipe it down, press Escape or click outside: it closes once the page says so.
        </p>
        <p className="sb-drawer-status">{state}</p>
        <div className="sb-row">
          <button {...api.getCloseTriggerProps()}>Close</button>
        </div>
      </DrawerFrame>
    </>
  )
}
