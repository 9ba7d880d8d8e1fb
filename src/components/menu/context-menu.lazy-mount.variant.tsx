import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as contextMenuControls } from "./context-menu.controls"
import { ContextMenu } from "./context-menu-view"
import styles from "./menu.css?inline"

export { styles }

/** The context menu with its popup rendered only while open, removed when it closes. */
export default function ContextMenuLazyMount({ values }: DemoProps<typeof contextMenuControls>) {
  return <ContextMenu values={values} lazyMount />
}
