import { actionItems } from "./menu-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/**
 * The actions menu with its popup rendered only while open: closed, the page holds no menu
 * at all. zag looks its parts up when it needs them, so a popup mounted on opening still
 * takes focus, highlights and is placed like one that was always there.
 */
export default function MenuLazyMounted({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const { api } = useMenuMachine(values, { onSelect })
  return (
    <div className="sb-menu-demo">
      <MenuTrigger api={api}>Actions</MenuTrigger>
      {api.open && (
        <MenuPopup api={api}>
          <MenuItems api={api} items={actionItems} />
        </MenuPopup>
      )}
      <SelectionText value={selected} />
    </div>
  )
}
