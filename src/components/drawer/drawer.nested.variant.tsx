import * as drawer from "@zag-js/drawer"
import { normalizeProps } from "@zag-js/react"
import { useId, useRef, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DrawerFrame } from "./drawer-frame"
import { drawerSettings, type DrawerValues } from "./drawer-settings"
import type { controls as drawerControls } from "./drawer.controls"
import styles from "./drawer.css?inline"

export { styles }

export default function DrawerNested({ values }: DemoProps<typeof drawerControls>) {
  return <DrawerStack key={values.snapPoints} values={values} />
}

/**
 * Three drawers, each opened from a button in the one before. They render side by side, not
 * inside each other: a drawer's content is transformed, which would trap a fixed child in
 * it. zag's layer stack still knows the order, so Escape and outside clicks close only the
 * top drawer, and its registry tells each drawer how many are open in front of it
 * (`--nested-drawers`), which the CSS uses to step it back. Closing a drawer closes the ones
 * opened from it: the open states live here, each closing the ones above.
 */
function DrawerStack({ values }: { values: DrawerValues }) {
  const [depth, setDepth] = useState(0)
  // Close all closes the three at once, and each would give focus back to the button that
  // opened it, two of them in drawers that are going: all give it to the first trigger then.
  const closingAll = useRef(false)
  const accountTrigger = useRef<HTMLButtonElement>(null)
  const settings = drawerSettings(values)
  const level = (index: number) => ({
    ...settings,
    open: depth > index,
    finalFocusEl: () => (closingAll.current ? accountTrigger.current : null),
    // A drawer closing never reopens the ones below it, whichever closes last.
    onOpenChange: ({ open }: drawer.OpenChangeDetails) => {
      if (open) closingAll.current = false
      setDepth((current) => (open ? index + 1 : Math.min(current, index)))
    },
  })
  const account = drawer.connect(
    useDemoMachine(drawer.machine, level(0), { label: "account drawer" }),
    normalizeProps,
  )
  const security = drawer.connect(
    useDemoMachine(drawer.machine, level(1), { label: "security drawer" }),
    normalizeProps,
  )
  const advanced = drawer.connect(
    useDemoMachine(drawer.machine, level(2), { label: "advanced drawer" }),
    normalizeProps,
  )
  const frame = {
    closeOnInteractOutside: values.closeOnInteractOutside,
    className: "sb-drawer-compact",
  }
  const fieldId = useId()

  return (
    <>
      <button {...account.getTriggerProps()} ref={accountTrigger}>
        Account
      </button>
      <DrawerFrame api={account} {...frame}>
        <DemoHeading {...account.getTitleProps()}>Account</DemoHeading>
        <p {...account.getDescriptionProps()}>
          Each drawer opened from here stacks on top and has its own focus.
        </p>
        <div className="sb-row">
          <button {...security.getTriggerProps()}>Security settings</button>
          <button {...account.getCloseTriggerProps()}>Close</button>
        </div>
      </DrawerFrame>
      <DrawerFrame api={security} backdrop={false} {...frame}>
        <DemoHeading {...security.getTitleProps()}>Security</DemoHeading>
        <p {...security.getDescriptionProps()}>Sign-in activity and how you prove who you are.</p>
        <ul>
          <li>Passkeys on</li>
          <li>Two-factor sign-in with an app</li>
          <li>3 devices signed in</li>
        </ul>
        <div className="sb-row">
          <button {...advanced.getTriggerProps()}>Advanced options</button>
          <button {...security.getCloseTriggerProps()}>Close</button>
        </div>
      </DrawerFrame>
      <DrawerFrame api={advanced} backdrop={false} {...frame}>
        <DemoHeading {...advanced.getTitleProps()}>Advanced</DemoHeading>
        <p {...advanced.getDescriptionProps()}>A taller drawer: the stack behind adapts.</p>
        <div className="sb-drawer-form">
          <label htmlFor={`${fieldId}-device`}>Device name</label>
          <input id={`${fieldId}-device`} defaultValue="Work laptop" />
          <label htmlFor={`${fieldId}-notes`}>Notes</label>
          <textarea id={`${fieldId}-notes`} rows={3} defaultValue="Rotate the recovery codes." />
        </div>
        <div className="sb-row sb-drawer-actions">
          <button {...advanced.getCloseTriggerProps()}>Done</button>
          <button
            type="button"
            onClick={() => {
              closingAll.current = true
              account.setOpen(false)
            }}
          >
            Close all
          </button>
        </div>
      </DrawerFrame>
    </>
  )
}
