import type { DemoProps } from "../kit/runtime/demo-types"
import type { MenuItem } from "./menu-items"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/** Forty chapters and the back matter: far more items than the popup's height shows. */
const chapters: readonly MenuItem[] = [
  ...Array.from({ length: 40 }, (_, index) => ({
    label: `Chapter ${index + 1}`,
    value: `chapter-${index + 1}`,
  })),
  { label: "Glossary", value: "glossary" },
  { label: "Index", value: "index" },
]

/**
 * A long menu in a popup of limited height that scrolls. zag scrolls the highlighted item
 * into view, so arrows, Home/End and typeahead never highlight an item out of sight.
 */
export default function MenuOverflow({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const { api } = useMenuMachine(values, { onSelect })
  return (
    <div className="sb-menu-demo sb-menu-overflow">
      <MenuTrigger api={api}>Jump to</MenuTrigger>
      <MenuPopup api={api}>
        <MenuItems api={api} items={chapters} />
      </MenuPopup>
      <SelectionText value={selected} />
    </div>
  )
}
