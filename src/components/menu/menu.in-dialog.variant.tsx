import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import menuCss from "./menu.css?inline"
import { SelectionText } from "./menu-parts"
import type { controls as menuControls } from "./menu.controls"
import { NestedMenu } from "./nested-menu-view"
import { useMenuSelection } from "./use-menu-demo"

export const styles = dialogCss + menuCss

/**
 * A menu with two levels of submenus inside a modal dialog. The dialog traps focus, yet every
 * menu level lives inside its content (inline, as all our popups), so the trap holds them all;
 * each menu is a layer above the dialog, so Escape or a click elsewhere in the dialog closes
 * the menus and leaves the dialog open.
 */
export default function MenuInDialog({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const service = useDemoMachine(dialog.machine, {}, { label: "dialog" })
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open dialog</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Page tools</DemoHeading>
          <p {...api.getDescriptionProps()}>
            The menu below opens submenus two levels deep, all inside this dialog.
          </p>
          <div className="sb-menu-demo">
            <NestedMenu settings={values} onSelect={onSelect} triggerText="Open menu" />
            <SelectionText value={selected} />
          </div>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
