import { createServer } from "node:http"
import { readFile } from "node:fs/promises"
import type { AddressInfo } from "node:net"
import { extname, join, normalize } from "node:path"
import { gzipSync } from "node:zlib"

/**
 * The benchmark's web server: static files gzipped at level 9 (compressed once, then from
 * memory, so compression never lands in a measured run), on 127.0.0.1 and a free port.
 */

export interface Mount {
  /** URL prefix, with its slashes: "/lib/". "/" serves everything else. */
  prefix: string
  dir: string
  /** Served for a path with no file and no extension: a single-page app's deep links. */
  fallback?: string
  /** `/x` answers `x/index.html` when there is one (a prerendered route's page). */
  directoryIndex?: boolean
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
}

export async function serveGzipped(mounts: readonly Mount[]) {
  const compressed = new Map<string, Buffer>()
  const gzipped = async (file: string) => {
    let body = compressed.get(file)
    if (!body) {
      body = gzipSync(await readFile(file), { level: 9 })
      compressed.set(file, body)
    }
    return body
  }

  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname))
    const mount = mounts.find((candidate) => path.startsWith(candidate.prefix))
    if (!mount || path.includes("..")) return void response.writeHead(404).end()
    const relativePath = path.slice(mount.prefix.length)
    const tries = [relativePath]
    if (mount.directoryIndex && extname(relativePath) === "")
      tries.push(join(relativePath, "index.html"))
    if (mount.fallback && extname(relativePath) === "") tries.push(mount.fallback)
    for (const file of tries) {
      try {
        const body = await gzipped(join(mount.dir, file))
        response.writeHead(200, {
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
          "content-encoding": "gzip",
          "cache-control": "no-cache",
        })
        return void response.end(body)
      } catch {
        // No such file (or a folder): try the fallback.
      }
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
