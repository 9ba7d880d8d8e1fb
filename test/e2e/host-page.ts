import { spawn } from "node:child_process"
import { createServer } from "node:net"
import { gzipSync } from "node:zlib"
import type { Page } from "playwright-core"
import { expect } from "vitest"

// What every example-host test checks of a page, whatever built it: what the page logs,
// whether the embedded demo follows the host's colour scheme, and what the page weighs.

/**
 * Everything a page writes to its console, its uncaught errors and its failed requests
 * (an error status, or no answer at all: a request to the network, which this machine and
 * an offline reader do not have).
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
  page.on("requestfailed", (request) => {
    // A navigation or the page itself cancelling a request is not a failure.
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      messages.push(`failed ${request.url()}: ${request.failure()?.errorText}`)
  })
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
 * The bytes a page loads, from when this is called, as every response's body gzipped here
 * (level 9): the same measure whatever the host's server compresses, so the example hosts'
 * "bytes for one demo" compare with each other and with the plain-HTML embed. `total()`
 * waits for the bodies still arriving.
 */
export function recordBytes(page: Page) {
  const sizes: Promise<number>[] = []
  page.on("response", (response) => {
    sizes.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0, // a redirect or an aborted request has no body
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

/**
 * Every host's weight check: `page` goes to `url` (a page holding the date picker alone), its
 * calendar opens, and the page's bytes are logged as `[bytes] <label>: N` (the note compares
 * them across hosts) and returned.
 */
export async function weighOneDemoPage(page: Page, url: string, label: string): Promise<number> {
  const bytes = recordBytes(page)
  await page.goto(url)
  await openCalendar(page)
  const total = await bytes.total()
  console.log(`[bytes] ${label}: ${total}`)
  expect(total).toBeGreaterThan(0)
  return total
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

/**
 * Waits until the page's `tag` element runs its demo (`element.ready`). A prerendered demo
 * shows its widget before its code has arrived, and a click then does nothing: a reader's
 * first click may come that early, a test's always does.
 */
export async function untilLive(page: Page, tag: string): Promise<void> {
  await page
    .locator(tag)
    .first()
    .evaluate((element) => (element as HTMLElement & { ready: Promise<void> }).ready)
}

/** A section trigger of the accordion demo, in its shadow root, by accessible name. */
const accordionTrigger = (page: Page, name: RegExp) =>
  page.locator("demo-accordion").getByRole("button", { name })

/**
 * What a visitor does with the accordion demo: a click opens its first section, and the
 * keyboard moves on (ArrowDown focuses the next section's trigger), as zag's accordion does.
 */
export async function useAccordion(page: Page): Promise<void> {
  await untilLive(page, "demo-accordion")
  const home = accordionTrigger(page, /^Home/)
  await home.click()
  await expect.poll(() => home.getAttribute("aria-expanded")).toBe("true")
  await home.press("ArrowDown")
  await expect
    .poll(() => accordionTrigger(page, /^About/).evaluate((el) => el.matches(":focus")))
    .toBe(true)
  await home.click()
  await expect.poll(() => home.getAttribute("aria-expanded")).toBe("false")
}

/**
 * Opens the accordion demo's "Home" then "About" sections, from closed, and checks what its
 * `multiple` setting promises a visitor: both stay open, or the second closes the first.
 * When both were open it closes them again; a single open section stays open (closing it
 * would take `collapsible`, which the hosts leave off).
 */
export async function expectSectionsOpenTogether(page: Page, together: boolean): Promise<void> {
  await untilLive(page, "demo-accordion")
  const home = accordionTrigger(page, /^Home/)
  const about = accordionTrigger(page, /^About/)
  await home.click()
  await about.click()
  // About shows open once its click is handled, and Home's state after that is final.
  await expect.poll(() => about.getAttribute("aria-expanded")).toBe("true")
  await expect.poll(() => home.getAttribute("aria-expanded")).toBe(String(together))
  if (!together) return
  for (const trigger of [home, about]) {
    await trigger.click()
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false")
  }
}

/** Opens the date picker demo's calendar with its trigger, as a visitor would. */
export async function openCalendar(page: Page): Promise<void> {
  await untilLive(page, "demo-date-picker")
  const picker = page.locator("demo-date-picker")
  await picker.getByRole("button", { name: "Open calendar" }).click()
  await expect.poll(() => picker.locator('[data-part="content"]').first().isVisible()).toBe(true)
  await expect.poll(() => picker.getByRole("grid").count()).toBeGreaterThan(0)
}

/** The demo's background is dark under the host's dark mode and light under its light one. */
export async function expectSchemeFollowed(page: Page, tag: string): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" })
  await expect.poll(() => demoBackgroundLuminance(page, tag)).toBeLessThan(0.1)
  await page.emulateMedia({ colorScheme: "light" })
  await expect.poll(() => demoBackgroundLuminance(page, tag)).toBeGreaterThan(0.8)
}

/**
 * Opens the select-in-dialog demo's modal dialog, picks a country from the select inside it
 * with the mouse, then closes the layers with Escape, innermost first: two overlays stacked
 * in the host's own layout, over its navigation and theme.
 */
export async function useSelectInDialog(page: Page): Promise<void> {
  await untilLive(page, "demo-select-in-dialog")
  const demo = page.locator("demo-select-in-dialog")
  await demo.getByRole("button", { name: "Open Dialog" }).click()
  const dialog = demo.getByRole("dialog", { name: "Edit profile" })
  await expect.poll(() => dialog.isVisible()).toBe(true)
  const country = dialog.getByRole("combobox", { name: "Country" })
  await country.click()
  await dialog.getByRole("option", { name: "Canada" }).click()
  await expect.poll(() => country.textContent()).toContain("Canada")
  await country.click()
  await expect.poll(() => dialog.getByRole("listbox").isVisible()).toBe(true)
  await page.keyboard.press("Escape")
  await expect.poll(() => dialog.getByRole("listbox").isVisible()).toBe(false)
  expect(await dialog.isVisible()).toBe(true)
  await page.keyboard.press("Escape")
  await expect.poll(() => dialog.count()).toBe(0)
}
