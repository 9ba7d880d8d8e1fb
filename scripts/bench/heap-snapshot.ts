import type { CDPSession } from "playwright-core"

/**
 * Heap snapshots over CDP, summed by kind. V8 keeps compiling hot functions for many cycles
 * (optimised code, feedback vectors): that code space grows during a warm-up and then levels
 * off, and is not held by any object of ours. Separating it from everything else tells a leak
 * (objects, DOM, closures that stay reachable) from the engine warming up.
 */

export interface HeapSummary {
  /** Self sizes of every node in the snapshot. */
  totalBytes: number
  /** Compiled code and its metadata (V8's `code` node type). */
  codeBytes: number
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
}

export async function heapSummary(cdp: CDPSession): Promise<HeapSummary> {
  const chunks: string[] = []
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk)
  try {
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false })
  } finally {
    cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk)
  }
  const raw = JSON.parse(chunks.join("")) as RawSnapshot
  const fields = raw.snapshot.meta.node_fields
  const types = raw.snapshot.meta.node_types[0]
  const typeAt = fields.indexOf("type")
  const sizeAt = fields.indexOf("self_size")
  const code = types.indexOf("code")
  let totalBytes = 0
  let codeBytes = 0
  for (let at = 0; at < raw.nodes.length; at += fields.length) {
    const size = raw.nodes[at + sizeAt]!
    totalBytes += size
    if (raw.nodes[at + typeAt] === code) codeBytes += size
  }
  return { totalBytes, codeBytes }
}
