import * as tree from "@zag-js/tree-view"
import type { FileNode } from "./file-tree"

export const FOLDER_COUNT = 50
export const FILES_PER_FOLDER = 20

/** A generated project: 50 folders of 20 files each, 1,050 nodes in all. */
function bigTree(): FileNode {
  const children = Array.from({ length: FOLDER_COUNT }, (_, folder): FileNode => {
    const name = `module-${String(folder + 1).padStart(2, "0")}`
    return {
      id: name,
      name,
      children: Array.from({ length: FILES_PER_FOLDER }, (_, file) => ({
        id: `${name}/file-${String(file + 1).padStart(2, "0")}.ts`,
        name: `file-${String(file + 1).padStart(2, "0")}.ts`,
      })),
    }
  })
  return { id: "ROOT", name: "", children }
}

export const bigCollection = tree.collection<FileNode>({
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
  rootNode: bigTree(),
})
