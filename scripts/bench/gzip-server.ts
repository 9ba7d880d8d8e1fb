import { createHash } from "node:crypto"
import { createServer } from "node:http"
import { readFile } from "node:fs/promises"
import type { AddressInfo } from "node:net"
import { extname, join, normalize } from "node:path"
import { gzipSync } from "node:zlib"

/**
 * The benchmark's web server: static files gzipped at level 9 (compressed once, then from
 * memory, so compression never lands in a measured run), on 127.0.0.1 and a free port.
 * Like a static host, each file has an ETag and `no-cache`: a second document of the same
 * page (an iframe) revalidates what it already has and gets a 304, never a second copy.
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
  ".woff2": "font/woff2",
}

export async function serveGzipped(mounts: readonly Mount[]) {
  const compressed = new Map<string, { body: Buffer; etag: string }>()
  const gzipped = async (file: string) => {
    let entry = compressed.get(file)
    if (!entry) {
      const body = gzipSync(await readFile(file), { level: 9 })
      const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 20)}"`
      entry = { body, etag }
      compressed.set(file, entry)
    }
    return entry
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
        const { body, etag } = await gzipped(join(mount.dir, file))
        const headers = { etag, "cache-control": "no-cache" }
        if (request.headers["if-none-match"] === etag)
          return void response.writeHead(304, headers).end()
        response.writeHead(200, {
          ...headers,
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
          "content-encoding": "gzip",
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
