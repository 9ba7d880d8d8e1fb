import type * as tree from "@zag-js/tree-view"
import type { PropTypes } from "@zag-js/react"
import type { MouseEvent } from "react"
import type { DocNode } from "./doc-links"
import { FileIcon, FolderIcon } from "./tree-node"

interface LinkTreeNodeProps {
  api: tree.Api<PropTypes, DocNode>
  node: DocNode
  indexPath: number[]
  /** Shows a page in place of the browser following its link (an app's own router). */
  onFollow: (node: DocNode) => void
}

/**
 * One node of the links tree: a folder is a branch, a page an anchor with zag's item props.
 * zag leaves Enter and clicks on an anchor to the browser, so the link is followed as any
 * link is; a plain click (Enter clicks a link too) is taken over here as an app's router
 * does, while a click with a modifier (a new tab) stays the browser's.
 */
export function LinkTreeNode({ api, node, indexPath, onFollow }: LinkTreeNodeProps) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)
  if (!state.isBranch) {
    const itemProps = api.getItemProps(nodeProps)
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      itemProps.onClick?.(event)
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      event.preventDefault()
      onFollow(node)
    }
    return (
      <a {...itemProps} href={node.href} onClick={follow}>
        <FileIcon />
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
      </a>
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
        {node.children?.map((child, index) => (
          <LinkTreeNode
            key={child.id}
            api={api}
            node={child}
            indexPath={[...indexPath, index]}
            onFollow={onFollow}
          />
        ))}
      </div>
    </div>
  )
}
