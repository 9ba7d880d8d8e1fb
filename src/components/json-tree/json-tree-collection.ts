import type { TreeCollection } from "@zag-js/collection"
import * as tree from "@zag-js/tree-view"
import {
  getRootNode,
  nodeToString,
  nodeToValue,
  type JsonNode,
  type JsonNodePreviewOptions,
} from "@zag-js/json-tree-utils"

/** How the value becomes tree nodes: what json-tree-utils reads as it builds them. */
export type JsonTreeShape = Pick<
  JsonNodePreviewOptions,
  "groupArraysAfterLength" | "showNonenumerable"
>

/**
 * The tree-view collection of a value: json-tree-utils turns it into nodes (the value itself
 * is the one top-level node, keyed `$`), named by key and identified by a hash of their key
 * path, so a node keeps its value when the tree is rebuilt with other settings.
 */
export function jsonCollection(data: unknown, shape: JsonTreeShape): TreeCollection<JsonNode> {
  return tree.collection<JsonNode>({
    nodeToValue,
    nodeToString,
    rootNode: getRootNode(data, shape),
  })
}

/** The branches open down to `depth` levels: 0 none, 1 the value itself, 2 its children too… */
export function branchesToDepth(collection: TreeCollection<JsonNode>, depth: number): string[] {
  return collection.getBranchValues(collection.rootNode, {
    depth: (nodeDepth: number) => nodeDepth <= depth,
  })
}
