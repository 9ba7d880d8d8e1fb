import { actionItems } from "./menu-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { MenuItems, MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

const cards = ["January", "February", "March", "April", "May", "June"]

/**
 * The actions menu at the start of a strip that scrolls sideways. With zag's
 * `positioning.hideWhenDetached`, the open menu hides while its button is scrolled out of the
 * strip's view, rather than float beside nothing, and shows again when the button is back.
 */
export default function MenuHideWithDetached({ values }: DemoProps<typeof menuControls>) {
  const { selected, onSelect } = useMenuSelection()
  const { api } = useMenuMachine(values, {
    onSelect,
    positioning: { ...overlayPositioning, placement: values.placement, hideWhenDetached: true },
  })
  return (
    <div className="sb-menu-demo">
      {/* Focusable, so the strip scrolls from the keyboard too. */}
      <div className="sb-menu-strip" tabIndex={0} role="region" aria-label="Monthly reports">
        <div>
          <MenuTrigger api={api}>Actions</MenuTrigger>
          <MenuPopup api={api}>
            <MenuItems api={api} items={actionItems} />
          </MenuPopup>
        </div>
        {cards.map((card) => (
          <div key={card} className="sb-menu-card">
            {card} report
          </div>
        ))}
      </div>
      <SelectionText value={selected} />
    </div>
  )
}
