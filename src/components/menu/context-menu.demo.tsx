import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as contextMenuControls } from "./context-menu.controls"
import { ContextMenu } from "./context-menu-view"
import styles from "./menu.css?inline"

export { styles }

/** A context menu: right click or long-press in the area opens the actions at the pointer. */
export default function ContextMenuDemo({ values }: DemoProps<typeof contextMenuControls>) {
  return <ContextMenu values={values} />
}
