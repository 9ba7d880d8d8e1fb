import type * as menu from "@zag-js/menu"
import { useEffect } from "react"
import { nestedMenuItems } from "./menu-items"
import { MenuItems, MenuPopup, MenuTrigger } from "./menu-parts"
import { useMenuMachine, type MenuSettings } from "./use-menu-demo"

/**
 * A menu with submenus two levels deep: one menu machine per level, linked parent to child.
 * zag opens a submenu on hover, ArrowRight or Enter on its trigger item, and closes it on
 * ArrowLeft, Escape or when the pointer leaves towards another item.
 */
export function NestedMenu(props: {
  settings: MenuSettings
  onSelect: (details: menu.SelectionDetails) => void
  triggerText: string
}) {
  const { settings, onSelect } = props
  const root = useMenuMachine(settings, { onSelect }, "menu")
  const tools = useMenuMachine(settings, { onSelect }, "submenu: More tools")
  const developer = useMenuMachine(settings, { onSelect }, "submenu: Developer tools")

  // Linked once: zag keeps the parent and child services in the machines' refs.
  useEffect(() => {
    root.api.setChild(tools.service)
    tools.api.setParent(root.service)
    tools.api.setChild(developer.service)
    developer.api.setParent(tools.service)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <>
      <MenuTrigger api={root.api}>{props.triggerText}</MenuTrigger>
      <MenuPopup api={root.api}>
        <MenuItems api={root.api} items={nestedMenuItems.root} submenu={tools.api} />
      </MenuPopup>
      <MenuPopup api={tools.api}>
        <MenuItems api={tools.api} items={nestedMenuItems.moreTools} submenu={developer.api} />
      </MenuPopup>
      <MenuPopup api={developer.api}>
        <MenuItems api={developer.api} items={nestedMenuItems.developerTools} />
      </MenuPopup>
    </>
  )
}
