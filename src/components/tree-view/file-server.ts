import { fileTree, type FileNode } from "./file-tree"

/** How long the pretend server takes to answer: long enough to see the loading state. */
export const LOAD_DELAY_MS = 800

/** A folder as a server lists it: its children are not sent, only how many there are. */
function unloaded(node: FileNode): FileNode {
  if (!node.children) return { id: node.id, name: node.name }
  return { id: node.id, name: node.name, childrenCount: node.children.length }
}

function find(node: FileNode, id: string): FileNode | undefined {
  if (node.id === id) return node
  for (const child of node.children ?? []) {
    const found = find(child, id)
    if (found) return found
  }
  return undefined
}

/** The top of the file tree, its folders still closed and empty. */
export const unloadedRoot: FileNode = {
  id: fileTree.id,
  name: fileTree.name,
  children: fileTree.children?.map(unloaded),
}

/**
 * The children of a folder, sent after a delay, as a server would: offline, from the demo's
 * own file tree. Cancelled (rejected) when zag aborts the load.
 */
export function fetchChildren(id: string, signal: AbortSignal): Promise<FileNode[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(find(fileTree, id)?.children?.map(unloaded) ?? []),
      LOAD_DELAY_MS,
    )
    signal.addEventListener("abort", () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}
