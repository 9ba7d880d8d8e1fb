import * as tree from "@zag-js/tree-view"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { docCollection, type DocNode } from "./doc-links"
import { LinkTreeNode } from "./link-tree-node"
import { treeKeyHandler } from "./tree-keys"
import type { controls as treeViewControls } from "./tree-view.controls"
import styles from "./tree-view.css?inline"

export { styles }

/**
 * A documentation sidebar: the tree's pages are anchors with addresses. The page followed
 * shows below the tree, as an app's router would show it.
 */
export default function TreeViewLinks({ values }: DemoProps<typeof treeViewControls>) {
  const [page, setPage] = useState<DocNode | null>(null)
  const service = useDemoMachine(tree.machine, { ...values, collection: docCollection })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()
  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>Docs</DemoHeading>
      <div
        {...treeProps}
        onKeyDown={treeKeyHandler(service, treeProps.onKeyDown, values.typeahead)}
      >
        {docCollection.rootNode.children?.map((node, index) => (
          <LinkTreeNode
            key={node.id}
            api={api}
            node={node}
            indexPath={[index]}
            onFollow={setPage}
          />
        ))}
      </div>
      <p role="status" className="sb-tree-status">
        {page ? `Showing ${page.name} (${page.href})` : "Follow a link to show its page."}
      </p>
    </div>
  )
}
