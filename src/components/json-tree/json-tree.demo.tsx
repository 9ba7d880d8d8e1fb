import * as tree from "@zag-js/tree-view"
import { getPreviewOptions } from "@zag-js/json-tree-utils"
import { normalizeProps } from "@zag-js/react"
import { useMemo } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { branchesToDepth, jsonCollection } from "./json-tree-collection"
import { JsonTreeNode } from "./json-tree-node"
import { stationReport } from "./json-tree-sample"
import type { controls as jsonTreeControls } from "./json-tree.controls"
import styles from "./json-tree.css?inline"

export { styles }

export default function JsonTreeDemo({ values }: DemoProps<typeof jsonTreeControls>) {
  const { groupArraysAfterLength, showNonenumerable, maxPreviewItems } = values
  // The nodes depend on how arrays group and what is enumerated; a new shape is a new tree,
  // whose nodes keep their values (hashes of their key paths), so open branches stay open.
  const collection = useMemo(
    () => jsonCollection(stationReport(), { groupArraysAfterLength, showNonenumerable }),
    [groupArraysAfterLength, showNonenumerable],
  )
  const options = useMemo(
    () => getPreviewOptions({ maxPreviewItems, groupArraysAfterLength, showNonenumerable }),
    [maxPreviewItems, groupArraysAfterLength, showNonenumerable],
  )
  const service = useDemoMachine(tree.machine, {
    dir: values.dir,
    collection,
    defaultExpandedValue: branchesToDepth(collection, values.expandedDepth),
  })
  const api = tree.connect(service, normalizeProps)
  // The machine owns what is open; a new depth reopens the tree to it, as on first render.
  useSettingToMachine(values.expandedDepth, (depth) =>
    api.setExpandedValue(branchesToDepth(collection, depth)),
  )

  return (
    <div {...api.getRootProps()}>
      <DemoHeading {...api.getLabelProps()}>Station report</DemoHeading>
      <div className="sb-row">
        <button type="button" onClick={() => api.expand()}>
          Expand all
        </button>
        <button type="button" onClick={() => api.collapse()}>
          Collapse all
        </button>
      </div>
      <div {...api.getTreeProps()}>
        {collection.rootNode.children?.map((node, index) => (
          <JsonTreeNode
            key={index}
            api={api}
            node={node}
            indexPath={[index]}
            options={options}
            quotesOnKeys={values.quotesOnKeys}
          />
        ))}
      </div>
    </div>
  )
}
