import type * as menu from "@zag-js/menu"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { MenuItem } from "./menu-items"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import { useMenuMachine, useMenuSelection, type MenuSettings } from "./use-menu-demo"

export { styles }

const editItems: readonly MenuItem[] = [
  { label: "Cut", value: "cut" },
  { label: "Copy", value: "copy" },
  { label: "Paste", value: "paste" },
]

const viewItems: readonly MenuItem[] = [
  { label: "Zoom in", value: "zoom-in" },
  { label: "Zoom out", value: "zoom-out" },
  { label: "Full screen", value: "full-screen" },
]

/**
 * Two menus side by side, each open only when React says so: `open` comes from state here
 * and zag asks for changes through `onOpenChange`. A click on the other menu's button closes
 * the first (a click outside it) and opens the second, both through that state.
 */
export default function MenuMultipleControlled({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const [editOpen, setEditOpen] = useState(false)
  const [viewOpen, setViewOpen] = useState(false)
  const state = (open: boolean) => (open ? "open" : "closed")
  return (
    <div className="sb-menu-demo">
      <div className="sb-menu-row">
        <ControlledMenu
          settings={values}
          label="Edit"
          items={editItems}
          open={editOpen}
          onOpenChange={setEditOpen}
          onSelect={onSelect}
        />
        <ControlledMenu
          settings={values}
          label="View"
          items={viewItems}
          open={viewOpen}
          onOpenChange={setViewOpen}
          onSelect={onSelect}
        />
      </div>
      <p className="sb-menu-status-open">
        Held in React: Edit {state(editOpen)}, View {state(viewOpen)}.
      </p>
      <SelectionText value={selected} />
    </div>
  )
}

function ControlledMenu(props: {
  settings: MenuSettings
  label: "Edit" | "View"
  items: readonly MenuItem[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onSelect: (details: menu.SelectionDetails) => void
}) {
  const { api } = useMenuMachine(
    props.settings,
    {
      open: props.open,
      onOpenChange: ({ open }) => props.onOpenChange(open),
      onSelect: props.onSelect,
    },
    props.label === "Edit" ? "menu: Edit" : "menu: View",
  )
  return (
    <div>
      <MenuTrigger api={api}>{props.label}</MenuTrigger>
      <MenuPopup api={api}>
        <MenuItems api={api} items={props.items} />
      </MenuPopup>
    </div>
  )
}
