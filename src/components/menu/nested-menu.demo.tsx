import type { DemoProps } from "../kit/runtime/demo-types"
import styles from "./menu.css?inline"
import { SelectionText } from "./menu-parts"
import type { controls as nestedMenuControls } from "./nested-menu.controls"
import { NestedMenu } from "./nested-menu-view"
import { useMenuSelection } from "./use-menu-demo"

export { styles }

/** Submenus two levels deep; the chosen item, at any level, is logged and shown. */
export default function NestedMenuDemo({ values }: DemoProps<typeof nestedMenuControls>) {
  const { selected, onSelect } = useMenuSelection()
  return (
    <div className="sb-menu-demo">
      <NestedMenu settings={values} onSelect={onSelect} triggerText="Open menu" />
      <SelectionText value={selected} />
    </div>
  )
}
