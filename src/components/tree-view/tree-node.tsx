import type * as tree from "@zag-js/tree-view"
import type { PropTypes } from "@zag-js/react"
import type { FileNode } from "./file-tree"

interface TreeNodeProps {
  api: tree.Api<PropTypes, FileNode>
  node: FileNode
  /** Where the node sits: `[0, 2]` is the third child of the first top-level node. */
  indexPath: number[]
  /** Gives each node zag's tri-state checkbox (the checkbox variant). */
  checkbox?: boolean
}

/**
 * One node of the file tree, rendered recursively: a folder is a branch (control + content
 * group holding its children), a file is an item. zag hides closed branch content itself.
 * zag decides what is a folder, so a folder whose children are still to be loaded (it only
 * says how many it has) is one too, and shows that it is loading them.
 */
export function TreeNode({ api, node, indexPath, checkbox = false }: TreeNodeProps) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)
  const check = checkbox ? <NodeCheckbox api={api} node={node} indexPath={indexPath} /> : null
  if (!state.isBranch) {
    return (
      <div {...api.getItemProps(nodeProps)}>
        {check}
        <FileIcon />
        {/* zag marks a node renaming only where the tree allows it (the rename variant). */}
        {state.renaming ? (
          <input {...api.getNodeRenameInputProps(nodeProps)} />
        ) : (
          <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
        )}
      </div>
    )
  }
  const control = (
    <div {...api.getBranchControlProps(nodeProps)}>
      <span {...api.getBranchIndicatorProps(nodeProps)}>›</span>
      {check ? <span className="sb-tree-check-space" /> : null}
      <FolderIcon />
      <span {...api.getBranchTextProps(nodeProps)}>{node.name}</span>
      {state.loading ? <span className="sb-tree-loading">Loading…</span> : null}
    </div>
  )
  return (
    <div {...api.getBranchProps(nodeProps)}>
      {/* A folder's control is a button, which may hold no checkbox: the checkbox sits beside
          it, laid over the space the control keeps for it. */}
      {check ? (
        <div className="sb-tree-row">
          {control}
          {check}
        </div>
      ) : (
        control
      )}
      <div {...api.getBranchContentProps(nodeProps)}>
        <div {...api.getBranchIndentGuideProps(nodeProps)} />
        {node.children?.map((child, index) => (
          <TreeNode
            key={child.id}
            api={api}
            node={child}
            indexPath={[...indexPath, index]}
            checkbox={checkbox}
          />
        ))}
      </div>
    </div>
  )
}

/** zag's checkbox: a folder is checked when all its files are, mixed when only some are. */
function NodeCheckbox({ api, node, indexPath }: Omit<TreeNodeProps, "checkbox">) {
  const { checked } = api.getNodeState({ node, indexPath })
  const props = api.getNodeCheckboxProps({ node, indexPath })
  return (
    <span
      {...props}
      aria-label={`Check ${node.name}`}
      // Keep focus on the node: zag focuses a file's row, the demo a folder's control.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        props.onClick?.(event)
        const row = event.currentTarget.closest<HTMLElement>('[role="treeitem"]')
        const target = row?.matches('[data-part="item"]')
          ? row
          : row?.querySelector<HTMLElement>('[data-part="branch-control"]')
        target?.focus({ preventScroll: true })
      }}
    >
      <span aria-hidden="true">{checked === true ? "✓" : checked ? "–" : ""}</span>
    </span>
  )
}

export function FolderIcon() {
  return (
    <svg className="sb-tree-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M1.5 3.5h5l1.5 1.5h6.5v8h-13z" />
    </svg>
  )
}

export function FileIcon() {
  return (
    <svg className="sb-tree-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" />
    </svg>
  )
}
