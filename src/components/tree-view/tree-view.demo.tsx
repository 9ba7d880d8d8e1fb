import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import type { KeyboardEvent } from "react"
import { fileTree, type FileNode } from "./file-tree"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

// The data never changes, so one collection serves every demo instance.
const fileCollection = tree.collection<FileNode>({
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
  rootNode: fileTree,
})

export default function TreeViewDemo({ values }: DemoProps<typeof treeViewControls>) {
  const log = useDemoLog()
  const service = useDemoMachine(tree.machine, {
    ...values,
    collection: fileCollection,
    onSelectionChange: (details) => log("selection changed", details.selectedValue),
  })
  const api = tree.connect(service, normalizeProps)
  const multiple = values.selectionMode === "multiple"
  const treeProps = api.getTreeProps()

  // Two gaps in zag 1.47's key handling, filled before its handler runs:
  // - it selects all on meta+a only; ctrl+a is that shortcut off macOS, so the demo sends
  //   zag the very event meta+a sends;
  // - it declares the `typeahead` prop but never reads it, so with typeahead off the demo
  //   keeps the typed letters from zag.
  const onTreeKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey && !event.metaKey && event.key.toLowerCase() === "a") {
      event.preventDefault()
      service.send({ type: "SELECTED.ALL", moveFocus: true })
      return
    }
    if (!values.typeahead && isTypeaheadKey(event)) return
    treeProps.onKeyDown?.(event)
  }

  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>My Documents</DemoHeading>
      <div className="sb-row">
        <button type="button" onClick={() => api.collapse()}>
          Collapse All
        </button>
        <button type="button" onClick={() => api.expand()}>
          Expand All
        </button>
        {/* zag selects all only in multiple mode; the button says so by being disabled. */}
        <button type="button" onClick={() => api.select()} disabled={!multiple}>
          Select All
        </button>
        <button type="button" onClick={() => api.deselect()}>
          Deselect All
        </button>
      </div>
      <div {...treeProps} onKeyDown={onTreeKeyDown}>
        {fileCollection.rootNode.children?.map((node, index) => (
          <TreeNode key={node.id} api={api} node={node} indexPath={[index]} />
        ))}
      </div>
    </div>
  )
}

/** A printable key zag would use to jump to a node (`*` and space have their own jobs). */
function isTypeaheadKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  return event.key.length === 1 && event.key !== "*" && event.key !== " "
}
