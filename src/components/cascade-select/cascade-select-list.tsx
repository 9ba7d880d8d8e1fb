import type * as cascadeSelect from "@zag-js/cascade-select"
import type { PropTypes } from "@zag-js/react"
import type { LocationNode } from "./locations"

interface CascadeSelectListProps {
  api: cascadeSelect.Api<PropTypes, LocationNode>
  /** The node whose children this list offers (the root node for the first list). */
  node: LocationNode
  /** Where the node sits: `[2, 0]` is the first child of the third top-level node. */
  indexPath?: number[]
  /** The values from the root to the node: `["asia", "afghanistan"]`. */
  value?: string[]
}

/**
 * One level of options, then (rendered by itself, recursively) the level of the highlighted
 * option's children beside it: the open lists always follow the highlighted path.
 */
export function CascadeSelectList({
  api,
  node,
  indexPath = [],
  value = [],
}: CascadeSelectListProps) {
  const nodeProps = { item: node, indexPath, value }
  const { highlightedChild, highlightedIndex } = api.getItemState(nodeProps)
  const children = api.collection.getNodeChildren(node)

  return (
    <>
      {/* zag sets aria-level, which a group may not have (and 0, which no level may be). */}
      <ul {...api.getListProps(nodeProps)} aria-level={undefined}>
        {children.map((item, index) => {
          const itemProps = {
            item,
            indexPath: [...indexPath, index],
            value: [...value, api.collection.getNodeValue(item)],
          }
          return (
            <li key={itemProps.value.join("/")} {...api.getItemProps(itemProps)}>
              <span {...api.getItemTextProps(itemProps)}>{item.label}</span>
              <span {...api.getItemIndicatorProps(itemProps)}>✓</span>
              {api.getItemState(itemProps).hasChildren && (
                <span className="sb-cascade-chevron" aria-hidden="true">
                  ›
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {highlightedChild && api.collection.isBranchNode(highlightedChild) && (
        <CascadeSelectList
          api={api}
          node={highlightedChild}
          indexPath={[...indexPath, highlightedIndex]}
          value={[...value, api.collection.getNodeValue(highlightedChild)]}
        />
      )}
    </>
  )
}
