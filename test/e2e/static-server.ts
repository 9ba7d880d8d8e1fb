import { createServer, type Server } from "node:http"
import { readFile } from "node:fs/promises"
import { extname, join, normalize } from "node:path"
import type { AddressInfo } from "node:net"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
}

/**
 * A bare static file server (no fallback, no transforms), standing in for "any static host":
 * what it serves is exactly what a docs site would serve from the package's files.
 */
export async function serveStatic(
  rootDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname))
    if (path.includes("..")) return void response.writeHead(400).end()
    try {
      const body = await readFile(join(rootDir, path))
      response.writeHead(200, {
        "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      })
      response.end(body)
    } catch {
      response.writeHead(404).end("not found")
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
