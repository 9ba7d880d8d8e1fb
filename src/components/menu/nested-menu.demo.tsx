import { useEffect } from "react"
import { nestedMenuItems } from "./menu-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import styles from "./menu.css?inline"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import type { controls as nestedMenuControls } from "./nested-menu.controls"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/**
 * Submenus two levels deep: one menu machine per level, linked parent to child. zag opens a
 * submenu on hover, ArrowRight or Enter on its trigger item, and closes it on ArrowLeft,
 * Escape or when the pointer leaves towards another item.
 */
export default function NestedMenuDemo({ values }: DemoProps<typeof nestedMenuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const root = useMenuMachine(values, { onSelect }, "menu")
  const tools = useMenuMachine(values, { onSelect }, "submenu: More tools")
  const developer = useMenuMachine(values, { onSelect }, "submenu: Developer tools")

  // Linked once: zag keeps the parent and child services in the machines' refs.
  useEffect(() => {
    root.api.setChild(tools.service)
    tools.api.setParent(root.service)
    tools.api.setChild(developer.service)
    developer.api.setParent(tools.service)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="sb-menu-demo">
      <MenuTrigger api={root.api}>Open menu</MenuTrigger>
      <MenuPopup api={root.api}>
        <MenuItems api={root.api} items={nestedMenuItems.root} submenu={tools.api} />
      </MenuPopup>
      <MenuPopup api={tools.api}>
        <MenuItems api={tools.api} items={nestedMenuItems.moreTools} submenu={developer.api} />
      </MenuPopup>
      <MenuPopup api={developer.api}>
        <MenuItems api={developer.api} items={nestedMenuItems.developerTools} />
      </MenuPopup>
      <SelectionText value={selected} />
    </div>
  )
}
