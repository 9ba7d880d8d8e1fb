import * as floatingPanel from "@zag-js/floating-panel"
import { trapFocus } from "@zag-js/focus-trap"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useRef } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as floatingPanelControls } from "./floating-panel.controls"
import styles from "./floating-panel.css?inline"
import { panelMachineProps } from "./floating-panel-settings"
import { FloatingPanelWindow } from "./floating-panel-window"

export { styles }

/**
 * zag's floating-panel/focus-trap: the panel itself is non-modal, so a page that wants Tab to
 * stay inside while it is open traps focus around its content. Escape still closes it, which
 * releases the trap and hands focus back to the trigger.
 */
export default function FloatingPanelFocusTrap({
  values,
}: DemoProps<typeof floatingPanelControls>) {
  const { props } = panelMachineProps(values)
  const log = useDemoLog()
  const service = useDemoMachine(floatingPanel.machine, {
    ...props,
    defaultSize: { width: 320, height: 300 },
    defaultPosition: { x: 300, y: 100 },
    onOpenChange: ({ open }) => log(open ? "panel opened" : "panel closed"),
  })
  const api = floatingPanel.connect(service, normalizeProps)
  const contentRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const content = contentRef.current
    if (!api.open || !content) return
    // zag focuses the panel itself on open; the trap keeps that and only bounds Tab.
    return trapFocus(content, {
      initialFocus: false,
      returnFocusOnDeactivate: false,
      // Escape belongs to the panel (closeOnEscape); closing it ends the trap.
      escapeDeactivates: false,
    })
  }, [api.open])

  return (
    <div className="sb-floating-panel-demo">
      <button {...api.getTriggerProps()}>Toggle Panel</button>
      <FloatingPanelWindow api={api} title="Floating Panel (Focus Trap)" contentRef={contentRef}>
        <p>Focus is trapped within this panel while it is open. Escape closes it.</p>
        <form className="sb-floating-panel-form" onSubmit={(event) => event.preventDefault()}>
          <label>
            Name
            <input type="text" name="name" placeholder="Enter name" autoComplete="name" />
          </label>
          <label>
            Email
            <input type="email" name="email" placeholder="Enter email" autoComplete="email" />
          </label>
          <button type="submit">Submit</button>
        </form>
      </FloatingPanelWindow>
      <button type="button">After the panel</button>
    </div>
  )
}
