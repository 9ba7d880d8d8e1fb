import * as tree from "@zag-js/tree-view"
import { normalizeProps, type PropTypes } from "@zag-js/react"
import { flushSync } from "react-dom"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useVirtualWindow } from "../kit/runtime/use-virtual-window"
import { bigCollection } from "./big-tree"
import type { FileNode } from "./file-tree"
import { treeKeyHandler } from "./tree-keys"
import { FileIcon, FolderIcon } from "./tree-node"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

/** Each row's height in px: the window places rows by it (see the CSS). */
const ROW_HEIGHT = 32

/**
 * A tree of 1,050 nodes that renders only the rows in view. zag lists the nodes open folders
 * show (`getVisibleNodes`), flat and in order; the demo renders a window of them, each at its
 * level, and zag asks it to scroll a node into view (`scrollToIndexFn`) before focusing it.
 * Flat rows cannot nest, so each says its level, its position and its set size.
 */
export default function TreeViewVirtualized({ values }: DemoProps<typeof treeViewControls>) {
  const service = useDemoMachine(tree.machine, {
    ...values,
    collection: bigCollection,
    // Called on a key press, long after this render has set up `rows`. zag focuses the node
    // on the next frame, so the row must be in the DOM by then: render it at once.
    scrollToIndexFn: ({ index }) => flushSync(() => rows.scrollToIndex(index)),
  })
  const api = tree.connect(service, normalizeProps)
  const visible = api.getVisibleNodes()
  const rows = useVirtualWindow<HTMLDivElement>(visible.length, ROW_HEIGHT)
  const treeProps = api.getTreeProps()

  return (
    <div {...api.getRootProps()} className="sb-tree-virtual">
      <DemoHeading {...api.getLabelProps()}>Project files</DemoHeading>
      <div className="sb-row">
        <button type="button" onClick={() => api.collapse()}>
          Collapse All
        </button>
        <button type="button" onClick={() => api.expand()}>
          Expand All
        </button>
        <p className="sb-tree-status">{visible.length.toLocaleString("en")} nodes shown</p>
      </div>
      <div
        {...treeProps}
        ref={rows.ref}
        onKeyDown={treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)}
      >
        <div aria-hidden="true" style={{ height: rows.before }} />
        {visible.slice(rows.start, rows.end).map(({ node, indexPath }) => (
          <FlatNode key={node.id} api={api} node={node} indexPath={indexPath} />
        ))}
        <div aria-hidden="true" style={{ height: rows.after }} />
      </div>
    </div>
  )
}

interface FlatNodeProps {
  api: tree.Api<PropTypes, FileNode>
  node: FileNode
  indexPath: number[]
}

/** One row: a file, or a folder whose children follow it as rows of their own. */
function FlatNode({ api, node, indexPath }: FlatNodeProps) {
  const nodeProps = { node, indexPath }
  const parent = indexPath.length > 1 ? bigCollection.at(indexPath.slice(0, -1)) : undefined
  const position = {
    "aria-setsize": (parent ?? bigCollection.rootNode).children?.length,
    "aria-posinset": indexPath.at(-1)! + 1,
  }
  if (!api.getNodeState(nodeProps).isBranch) {
    return (
      <div {...api.getItemProps(nodeProps)} {...position}>
        <FileIcon />
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
      </div>
    )
  }
  return (
    <div {...api.getBranchProps(nodeProps)} {...position}>
      <div {...api.getBranchControlProps(nodeProps)}>
        <span {...api.getBranchIndicatorProps(nodeProps)}>›</span>
        <FolderIcon />
        <span {...api.getBranchTextProps(nodeProps)}>{node.name}</span>
      </div>
    </div>
  )
}
