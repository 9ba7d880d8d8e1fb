import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { fileCollection } from "./file-tree"
import { treeKeyHandler } from "./tree-keys"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

/**
 * Files renamed in place: F2 on a file turns its name into a text box, Enter keeps the new
 * name, Escape drops it. zag runs the editing; the demo says which nodes may be renamed
 * (files, not folders), turns down a name a sibling already has (zag, an empty one), and writes
 * the accepted name into its collection.
 */
export default function TreeViewRename({ values }: DemoProps<typeof treeViewControls>) {
  const [collection, setCollection] = useState(fileCollection)
  const [message, setMessage] = useState("Press F2 on a file to rename it.")
  const service = useDemoMachine(tree.machine, {
    ...values,
    collection,
    canRename: (node) => !node.children,
    onBeforeRename: ({ label, indexPath }) => {
      // zag itself keeps the box open on an empty name; a sibling's name is the demo's rule.
      const name = label.trim()
      const node = collection.at(indexPath)
      const siblings = collection.getParentNode(collection.getNodeValue(node!))?.children ?? []
      if (!siblings.some((sibling) => sibling !== node && sibling.name === name)) return true
      setMessage(`This folder already has a ${name}: the old name is kept.`)
      return false
    },
    onRenameComplete: ({ label, indexPath }) => {
      const node = collection.at(indexPath)!
      setCollection(collection.replace(indexPath, { ...node, name: label.trim() }))
      setMessage(`Renamed ${node.name} to ${label.trim()}.`)
    },
  })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()

  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>My Documents</DemoHeading>
      <div className="sb-row">
        <button type="button" onClick={() => api.expand()}>
          Expand All
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
        {message}
      </p>
    </div>
  )
}
