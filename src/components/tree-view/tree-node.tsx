import type * as tree from "@zag-js/tree-view"
import type { PropTypes } from "@zag-js/react"
import type { FileNode } from "./file-tree"

interface TreeNodeProps {
  api: tree.Api<PropTypes, FileNode>
  node: FileNode
  /** Where the node sits: `[0, 2]` is the third child of the first top-level node. */
  indexPath: number[]
}

/**
 * One node of the file tree, rendered recursively: a folder is a branch (control + content
 * group holding its children), a file is an item. zag hides closed branch content itself.
 */
export function TreeNode({ api, node, indexPath }: TreeNodeProps) {
  const nodeProps = { node, indexPath }
  if (!node.children) {
    return (
      <div {...api.getItemProps(nodeProps)}>
        <FileIcon />
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
      </div>
    )
  }
  return (
    <div {...api.getBranchProps(nodeProps)}>
      <div {...api.getBranchControlProps(nodeProps)}>
        <span {...api.getBranchIndicatorProps(nodeProps)}>›</span>
        <FolderIcon />
        <span {...api.getBranchTextProps(nodeProps)}>{node.name}</span>
      </div>
      <div {...api.getBranchContentProps(nodeProps)}>
        <div {...api.getBranchIndentGuideProps(nodeProps)} />
        {node.children.map((child, index) => (
          <TreeNode key={child.id} api={api} node={child} indexPath={[...indexPath, index]} />
        ))}
      </div>
    </div>
  )
}

function FolderIcon() {
  return (
    <svg className="sb-tree-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M1.5 3.5h5l1.5 1.5h6.5v8h-13z" />
    </svg>
  )
}

function FileIcon() {
  return (
    <svg className="sb-tree-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" />
    </svg>
  )
}
