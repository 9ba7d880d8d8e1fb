import { spawn } from "node:child_process"
import { createServer } from "node:net"
import type { Page } from "playwright-core"

// What every example-host test checks of a page, whatever built it: what the page logs,
// whether the embedded demo follows the host's colour scheme, and what the page weighs.

/**
 * Everything a page writes to its console, its uncaught errors and its failed requests.
 * The browser's own "Failed to load resource" line is replaced by the request's path, so
 * an example site's missing /favicon.ico (not ours to ship) can be told apart.
 */
export function recordConsole(page: Page): string[] {
  const messages: string[] = []
  page.on("console", (message) => {
    if (!message.text().startsWith("Failed to load resource"))
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`))
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname
    if (response.status() >= 400 && path !== "/favicon.ico")
      messages.push(`${response.status()} ${path}`)
  })
  return messages
}

/** Relative luminance of a demo's own background (its `demo` part): under 0.1 is dark. */
export function demoBackgroundLuminance(page: Page, tag: string): Promise<number> {
  return page.locator(tag).evaluate((element) => {
    const surface = element.shadowRoot!.querySelector('[part="demo"]')!
    const [r, g, b] = getComputedStyle(surface)
      .backgroundColor.match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const c = Number(channel) / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  })
}

/**
 * Counts the bytes a page's responses carry over the wire (bodies as sent, compressed when
 * the server compressed them), from when this is called; `total()` waits for the requests
 * still running. For the example hosts' "bytes for one demo" figures.
 */
export function recordBytes(page: Page) {
  const sizes: Promise<number>[] = []
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then(
        (size) => size.responseBodySize,
        () => 0,
      ),
    )
  })
  return {
    async total(): Promise<number> {
      const all = await Promise.all(sizes)
      return all.reduce((sum, size) => sum + size, 0)
    },
  }
}

/** A TCP port nobody listens on right now, for a host's own server. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Starts a host's own server (`next start`, a SvelteKit node build, …) on a free port given
 * as PORT, and resolves once it answers HTTP. Its output is kept for the error when it
 * exits or does not answer within `timeout` ms.
 */
export async function startServer(
  command: string,
  args: (port: number) => string[],
  cwd: string,
  { timeout = 60_000, env = {} as Record<string, string> } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort()
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ...env }
  delete childEnv.NODE_ENV
  // Its own process group, so closing it also ends the workers a dev server starts.
  const child = spawn(command, args(port), { cwd, env: childEnv, stdio: "pipe", detached: true })
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM")
    } catch {
      // Already gone.
    }
  }
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${command} exited (${code}):\n${output}`))),
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeout
  const answers = async () => {
    while (Date.now() < deadline) {
      try {
        await fetch(url)
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    throw new Error(`${command} did not answer on ${url} within ${timeout} ms:\n${output}`)
  }
  try {
    await Promise.race([answers(), exited])
  } catch (error) {
    stop()
    throw error
  }
  exited.catch(() => {}) // exiting after close() is expected
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        stop()
      }),
  }
}
