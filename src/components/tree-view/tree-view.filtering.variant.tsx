import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import { useId, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { fileCollection, type FileNode } from "./file-tree"
import { treeKeyHandler } from "./tree-keys"
import { TreeNode } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

/**
 * A search box that filters the tree: zag's collection `filter` keeps the nodes whose name
 * holds the text, with the folders that lead to them, and the demo opens those folders so
 * every match shows. Clearing the box brings the whole tree back.
 */
export default function TreeViewFiltering({ values }: DemoProps<typeof treeViewControls>) {
  const [query, setQuery] = useState("")
  const [collection, setCollection] = useState(fileCollection)
  const service = useDemoMachine(tree.machine, { ...values, collection })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()
  const inputId = useId()

  const search = (text: string) => {
    setQuery(text)
    const needle = text.trim().toLowerCase()
    if (!needle) {
      setCollection(fileCollection)
      return
    }
    const filtered = fileCollection.filter((node) => node.name.toLowerCase().includes(needle))
    setCollection(filtered)
    api.setExpandedValue(filtered.getBranchValues())
  }

  const needle = query.trim()
  const matches = needle ? countMatches(collection.rootNode, needle) : 0
  const nodes = collection.rootNode.children ?? []
  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>My Documents</DemoHeading>
      <div className="sb-tree-search">
        <label htmlFor={inputId}>Filter files</label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
        />
      </div>
      <p role="status" className="sb-tree-status">
        {!needle
          ? "Type to filter the tree."
          : matches === 0
            ? `Nothing matches “${needle}”.`
            : `${matches} matching “${needle}”`}
      </p>
      <div
        {...treeProps}
        onKeyDown={treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)}
      >
        {nodes.map((node, index) => (
          <TreeNode key={node.id} api={api} node={node} indexPath={[index]} />
        ))}
      </div>
    </div>
  )
}

/** The nodes, files or folders, whose own name holds the text. */
function countMatches(node: FileNode, text: string): number {
  const needle = text.trim().toLowerCase()
  const own = node.id !== "ROOT" && node.name.toLowerCase().includes(needle) ? 1 : 0
  return own + (node.children ?? []).reduce((sum, child) => sum + countMatches(child, text), 0)
}
