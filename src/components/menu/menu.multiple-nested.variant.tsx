import type * as menu from "@zag-js/menu"
import { useEffect } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import { menuSections } from "./menu-sections"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/**
 * A root menu whose every item opens a submenu of its own: one child machine per section, all
 * linked to the same parent. Moving the pointer from a section into its submenu may cross the
 * sections below it; zag keeps the one whose submenu is open highlighted all the way.
 */
export default function MenuMultipleNested({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const root = useMenuMachine(values, { onSelect }, "menu")
  const submenus = [
    useMenuMachine(values, { onSelect }, "submenu: Overlays"),
    useMenuMachine(values, { onSelect }, "submenu: Forms"),
    useMenuMachine(values, { onSelect }, "submenu: Navigation"),
    useMenuMachine(values, { onSelect }, "submenu: Data display"),
  ]

  // Linked once: zag keeps the parent and its children in the machines' refs.
  useEffect(() => {
    for (const submenu of submenus) {
      root.api.setChild(submenu.service)
      submenu.api.setParent(root.service)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="sb-menu-demo">
      <MenuTrigger api={root.api}>Browse demos</MenuTrigger>
      <MenuPopup api={root.api}>
        {menuSections.map((section, index) => (
          <SectionTrigger
            key={section.value}
            api={root.api}
            submenu={submenus[index]!.api}
            label={section.label}
          />
        ))}
      </MenuPopup>
      {menuSections.map((section, index) => (
        <MenuPopup key={section.value} api={submenus[index]!.api}>
          <MenuItems api={submenus[index]!.api} items={section.items} />
        </MenuPopup>
      ))}
      <SelectionText value={selected} />
    </div>
  )
}

function SectionTrigger(props: { api: menu.Api; submenu: menu.Api; label: string }) {
  return (
    <div {...props.api.getTriggerItemProps(props.submenu)}>
      {props.label}
      <span aria-hidden="true">›</span>
    </div>
  )
}
