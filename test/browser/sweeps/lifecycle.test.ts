import { expect } from "chai"
import { catalog } from "../../../src/catalog"
import { captureConsole, cleanup, mountDemo, waitForDemo } from "../helpers"
import { watchTimers } from "./timer-watch"

// Every demo mounts, moves to another parent (as a host app re-rendering its page does) and
// is removed with no error and nothing left running: no interval, no timeout or animation
// frame loop, no machine still publishing its state.
describe("every demo mounts, moves and unmounts cleanly", () => {
  afterEach(cleanup)

  for (const { slug } of catalog)
    it(`<demo-${slug}>`, async () => {
      const errors = captureConsole("error")
      const uncaught: string[] = []
      const onError = (event: ErrorEvent) => uncaught.push(String(event.message))
      const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason))
      window.addEventListener("error", onError)
      window.addEventListener("unhandledrejection", onRejection)
      const timers = watchTimers()
      const elsewhere = document.createElement("section")
      document.body.append(elsewhere)
      try {
        const { element } = await mountDemo(slug)
        elsewhere.append(element)
        await waitForDemo(element)
        let published = 0
        element.addEventListener("statechange", () => published++)
        element.remove()
        const asked = await timers.quietSpell(150)
        expect(uncaught, "uncaught errors").to.deep.equal([])
        expect(errors.calls, "console.error").to.deep.equal([])
        expect(timers.runningIntervals(), "intervals still running").to.equal(0)
        expect(asked, "timeouts and frames asked for after removal").to.equal(0)
        expect(published, "statechange after removal").to.equal(0)
      } finally {
        timers.restore()
        errors.restore()
        window.removeEventListener("error", onError)
        window.removeEventListener("unhandledrejection", onRejection)
        elsewhere.remove()
      }
    })
})
