import { gzipSync } from "node:zlib"

/** Bytes on the wire from a server that gzips at level 9, the measure every budget uses. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length
}
