import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import type { KeyboardEvent } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { fileCollection } from "./file-tree"
import { treeKeyHandler } from "./tree-keys"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

/**
 * A checkbox tree: every node has zag's tri-state checkbox. Checking a folder checks all it
 * holds; a folder with only some files checked shows a mixed state. zag keeps only the checked
 * files in `checkedValue` and works out each folder's state from them.
 */
const NODE_SELECTOR = '[data-part="item"], [data-part="branch-control"]'

export default function TreeViewCheckbox({ values }: DemoProps<typeof treeViewControls>) {
  const log = useDemoLog()
  const service = useDemoMachine(tree.machine, {
    ...values,
    collection: fileCollection,
    defaultCheckedValue: [],
    onCheckedChange: (details) => log("checked changed", details.checkedValue),
  })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()
  const zagKeys = treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)

  // zag gives its checkboxes no key; in a checkbox tree Space checks, Enter still selects.
  const onTreeKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const node = (event.target as HTMLElement).closest<HTMLElement>(NODE_SELECTOR)
    const value = node?.dataset.value
    if (event.key === " " && value && !service.computed("isTypingAhead")) {
      event.preventDefault()
      api.toggleChecked(value, node.dataset.part === "branch-control")
      return
    }
    zagKeys(event)
  }

  const checked = api.checkedValue
  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>My Documents</DemoHeading>
      <div className="sb-row">
        <button type="button" onClick={() => api.expand()}>
          Expand All
        </button>
        <button type="button" onClick={() => api.clearChecked()} disabled={checked.length === 0}>
          Uncheck All
        </button>
      </div>
      <div {...treeProps} onKeyDown={onTreeKeyDown}>
        {fileCollection.rootNode.children?.map((node, index) => (
          <TreeNode key={node.id} api={api} node={node} indexPath={[index]} checkbox />
        ))}
      </div>
      <p role="status" className="sb-tree-status">
        {checked.length === 0
          ? "No file checked."
          : `${checked.length} ${checked.length === 1 ? "file" : "files"} checked: ${checked.join(", ")}`}
      </p>
    </div>
  )
}
