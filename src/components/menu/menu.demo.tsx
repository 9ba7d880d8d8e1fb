import { actionItems } from "./menu-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/** A simple actions menu: the chosen action is logged and shown. */
export default function MenuDemo({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const { api } = useMenuMachine(values, { onSelect })
  return (
    <div className="sb-menu-demo">
      <MenuTrigger api={api}>Actions</MenuTrigger>
      <MenuPopup api={api}>
        <MenuItems api={api} items={actionItems} />
      </MenuPopup>
      <SelectionText value={selected} />
    </div>
  )
}
