import { useEffect, useRef } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useRestoreFocus } from "./context-menu-view"
import type { controls as contextMenuControls } from "./context-menu.controls"
import type { MenuItem } from "./menu-items"
import { MenuItems, MenuPopup, SelectionText } from "./menu-parts"
import styles from "./menu.css?inline"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

const rootItems: readonly MenuItem[] = [
  { label: "Edit", value: "edit" },
  { label: "Delete", value: "delete" },
  { label: "Export", value: "export" },
  { label: "Appearance", value: "appearance", trigger: true },
  { label: "Duplicate", value: "duplicate" },
]

const appearanceItems: readonly MenuItem[] = [
  { label: "Full screen", value: "full-screen" },
  { label: "Zoom in", value: "zoom-in" },
  { label: "Zoom out", value: "zoom-out" },
]

/**
 * A context menu with a submenu: the menu opened at the pointer holds an Appearance item that
 * opens a second menu machine beside it (hover, ArrowRight or Enter), linked parent to child.
 */
export default function ContextMenuNested({ values }: DemoProps<typeof contextMenuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const areaRef = useRef<HTMLDivElement>(null)
  const restoreFocus = useRestoreFocus(areaRef)
  const root = useMenuMachine(
    values,
    { onSelect, onOpenChange: ({ open }) => !open && restoreFocus() },
    "menu",
  )
  const appearance = useMenuMachine(values, { onSelect }, "submenu: Appearance")

  // Linked once: zag keeps the parent and child services in the machines' refs.
  useEffect(() => {
    root.api.setChild(appearance.service)
    appearance.api.setParent(root.service)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="sb-menu-demo">
      {/* Focusable so keyboard users can open it with the context-menu key or Shift+F10. */}
      <div
        {...root.api.getContextTriggerProps()}
        ref={areaRef}
        className="sb-context-area"
        tabIndex={0}
      >
        Right Click here
      </div>
      <MenuPopup api={root.api}>
        <MenuItems api={root.api} items={rootItems} submenu={appearance.api} />
      </MenuPopup>
      <MenuPopup api={appearance.api}>
        <MenuItems api={appearance.api} items={appearanceItems} />
      </MenuPopup>
      <SelectionText value={selected} />
    </div>
  )
}
