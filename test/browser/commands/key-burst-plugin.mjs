/**
 * Server commands for input faster than a render, as a test machine or a fast typist causes.
 * - `key-burst` `{ keys }`: presses every key (`"ArrowRight"`, `"Shift+Tab"`, `"7"`) back to
 *   back. All CDP key events are queued before any is awaited, so the page gets no chance to
 *   render between two keys unless it renders while handling one (sendKeys awaits each key).
 * - `cpu-throttle` `{ rate }`: slows the page's CPU `rate` times (1 = normal), as on a slow phone.
 */
export function keyBurstPlugin() {
  return {
    name: "key-burst-command",
    async executeCommand({ command, payload, session }) {
      if (command !== "key-burst" && command !== "cpu-throttle") return undefined
      if (session.browser.type !== "puppeteer") {
        throw new Error(`${command} needs the Chrome launcher (got ${session.browser.type})`)
      }
      const page = session.browser.getPage(session.id)
      if (command === "cpu-throttle") {
        await page.emulateCPUThrottling(payload.rate > 1 ? payload.rate : null)
        return true
      }
      const sent = []
      for (const chord of payload.keys) {
        const keys = chord === "+" ? ["+"] : chord.split("+")
        const key = keys.pop()
        for (const modifier of keys) sent.push(page.keyboard.down(modifier))
        // Puppeteer sends each CDP message synchronously and only then awaits its reply.
        sent.push(page.keyboard.down(key), page.keyboard.up(key))
        for (const modifier of keys.reverse()) sent.push(page.keyboard.up(modifier))
      }
      await Promise.all(sent)
      return true
    },
  }
}
