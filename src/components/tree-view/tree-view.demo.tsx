import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import { fileCollection } from "./file-tree"
import { treeKeyHandler } from "./tree-keys"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

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

  const onTreeKeyDown = treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)

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
