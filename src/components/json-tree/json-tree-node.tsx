import type * as tree from "@zag-js/tree-view"
import type { PropTypes } from "@zag-js/react"
import {
  getAccessibleDescription,
  jsonNodeToElement,
  keyPathToKey,
  type JsonNode,
  type JsonNodeHastElement,
  type JsonNodePreviewOptions,
  type JsonNodeType,
} from "@zag-js/json-tree-utils"

export interface JsonTreeNodeProps {
  api: tree.Api<PropTypes, JsonNode>
  node: JsonNode
  /** Where the node sits: `[0, 2]` is the third child of the value itself. */
  indexPath: number[]
  options: JsonNodePreviewOptions
  quotesOnKeys: boolean
  /** The type of the node holding this one: only an object's own keys are quoted. */
  parentType?: JsonNodeType
}

/**
 * One node of the JSON tree, rendered recursively: a value with children (object, array, Map,
 * Set…) is a branch, any other an item. Each reads as its visible line (`code: "LPPT"`),
 * described as json-tree-utils describes it ("location: Object, expandable with 3
 * properties"); zag hides closed branches.
 */
export function JsonTreeNode(props: JsonTreeNodeProps) {
  const { api, node, indexPath, options } = props
  const nodeProps = { node, indexPath }
  const description = getAccessibleDescription(node, options)
  const line = (
    <>
      <KeyText {...props} />
      <ValueText element={jsonNodeToElement(node, options)} />
    </>
  )
  if (!node.children?.length) {
    return (
      <div {...api.getItemProps(nodeProps)} aria-description={description}>
        <span {...api.getItemTextProps(nodeProps)}>{line}</span>
      </div>
    )
  }
  return (
    <div {...api.getBranchProps(nodeProps)} aria-description={description}>
      <div {...api.getBranchControlProps(nodeProps)}>
        <span {...api.getBranchIndicatorProps(nodeProps)}>
          <Chevron />
        </span>
        <span {...api.getBranchTextProps(nodeProps)}>{line}</span>
      </div>
      <div {...api.getBranchContentProps(nodeProps)}>
        <div {...api.getBranchIndentGuideProps(nodeProps)} />
        {node.children.map((child, index) => (
          <JsonTreeNode
            key={index}
            {...props}
            node={child}
            indexPath={[...indexPath, index]}
            parentType={node.type}
          />
        ))}
      </div>
    </div>
  )
}

/** The key and its colon; the value itself (the `$` node) has none. */
function KeyText({ node, quotesOnKeys, parentType }: JsonTreeNodeProps) {
  const key = keyPathToKey(node.keyPath, { excludeRoot: true })
  if (!key) return null
  // Indices, sizes and `[[Entries]]` are no keys of the data: they stay bare, as in devtools.
  const quoted = quotesOnKeys && parentType === "object" && !node.isNonEnumerable
  return (
    <>
      <span className="sb-json-key" data-non-enumerable={node.isNonEnumerable ? "" : undefined}>
        {quoted ? `"${key}"` : key}
      </span>
      <span className="sb-json-colon">: </span>
    </>
  )
}

/**
 * The value as json-tree-utils lays it out (a tree of spans marked with the value's type and
 * the syntax kind of each piece), rendered as React elements and text: never as HTML.
 */
function ValueText({ element }: { element: JsonNodeHastElement }) {
  if (element.type === "text") return <>{String(element.value ?? "")}</>
  const { nodeType, kind, root } = element.properties
  return (
    <span
      data-type={typeof nodeType === "string" ? nodeType : undefined}
      data-kind={typeof kind === "string" ? kind : undefined}
      data-root={root ? "" : undefined}
    >
      {element.children.map((child, index) => (
        <ValueText key={index} element={child} />
      ))}
    </span>
  )
}

/** The branch indicator: a drawing, not a character, so it is no part of the line's text. */
function Chevron() {
  return (
    <svg className="sb-json-chevron" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M4.5 2.5 8 6l-3.5 3.5" />
    </svg>
  )
}
