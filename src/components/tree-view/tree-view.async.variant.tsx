import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { FileNode } from "./file-tree"
import { fetchChildren, unloadedRoot } from "./file-server"
import { treeKeyHandler } from "./tree-keys"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

const initialCollection = tree.collection<FileNode>({
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
  rootNode: unloadedRoot,
})

/**
 * A tree whose folders load their children when first opened: the (pretend, offline) server
 * sends only the top level, each folder saying how many children it has. zag calls
 * `loadChildren`, marks the folder as loading until it answers, then hands back a new
 * collection, which the demo keeps; a folder opened once does not load again.
 */
export default function TreeViewAsync({ values }: DemoProps<typeof treeViewControls>) {
  const log = useDemoLog()
  const [collection, setCollection] = useState(initialCollection)
  const service = useDemoMachine(tree.machine, {
    ...values,
    collection,
    loadChildren: ({ node, signal }) => fetchChildren(node.id, signal),
    onLoadChildrenComplete: (details) => {
      setCollection(details.collection)
      log("children loaded")
    },
  })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()
  const loading = Object.values(service.context.get("loadingStatus")).includes("loading")

  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>My Documents</DemoHeading>
      <div className="sb-row">
        <button type="button" onClick={() => api.collapse()}>
          Collapse All
        </button>
      </div>
      <div
        {...treeProps}
        onKeyDown={treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)}
      >
        {collection.rootNode.children?.map((node, index) => (
          <TreeNode key={node.id} api={api} node={node} indexPath={[index]} />
        ))}
      </div>
      <p role="status" className="sb-tree-status">
        {loading ? "Loading folder…" : "Folders load their files when first opened."}
      </p>
    </div>
  )
}
