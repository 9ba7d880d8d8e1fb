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
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
}

export interface StaticServerOptions {
  /**
   * History fallback, as single-page-app hosts do: a file (relative to the root, e.g.
   * "index.html") served for any path that has no file and no extension, so deep links
   * such as /accordion load the app. A missing `/app.js` still answers 404.
   */
  fallback?: string
  /**
   * Static-site URLs, as docs hosts serve them: `/guide/` answers `guide/index.html` and
   * `/guide` answers `guide.html` or `guide/index.html` (VitePress and Docusaurus output).
   */
  directoryIndex?: boolean
}

/** The files a request path may name, in the order a static host tries them. */
function candidates(path: string, options: StaticServerOptions): string[] {
  const files = [path]
  if (options.directoryIndex && extname(path) === "")
    files.push(join(path, "index.html"), `${path.replace(/\/$/, "")}.html`)
  if (options.fallback && extname(path) === "") files.push(options.fallback)
  return files
}

/** The decoded, normalised path of a request URL; undefined for a malformed escape. */
function requestPath(url = "/"): string | undefined {
  try {
    return normalize(decodeURIComponent(new URL(url, "http://x").pathname))
  } catch {
    return undefined
  }
}

/**
 * A bare static file server (no transforms), standing in for "any static host": what it
 * serves is exactly what a docs site would serve from the package's files.
 */
export async function serveStatic(
  rootDir: string,
  options: StaticServerOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = requestPath(request.url)
    if (path === undefined || path.includes("..")) return void response.writeHead(400).end()
    for (const file of candidates(path, options)) {
      try {
        const body = await readFile(join(rootDir, file))
        response.writeHead(200, {
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        })
        return void response.end(body)
      } catch {
        // Not a readable file (missing, or a folder such as "/"): try the fallback, if any.
      }
    }
    response.writeHead(404).end("not found")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
