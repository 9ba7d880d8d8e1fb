import { expect } from "chai"
import { sweptScenarios } from "./swept"
import { captureConsole, cleanup, mountDemo, waitFor, waitForDemo } from "../helpers"
import { watchTimers } from "./timer-watch"

// Every demo and variant mounts with a zag widget on its stage (as zag's examples-smoke asks of its
// pages), moves to another parent (as a host app re-rendering its page does) keeping its React
// root, and is removed with no error and nothing left running: no interval, no timeout or
// animation frame loop, no machine still publishing its state.
describe("every demo mounts, moves and unmounts cleanly", () => {
  afterEach(cleanup)

  for (const { slug, name, attributes } of sweptScenarios)
    it(name, async () => {
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
        const { element, root } = await mountDemo(slug, attributes)
        const box = root.querySelector(".sb-demo")
        elsewhere.append(element)
        await waitForDemo(element)
        const widget = root.querySelector(".sb-stage [data-scope][data-part]")
        expect(widget, "a zag widget's part on the stage").to.not.equal(null)
        // A move keeps the demo's React root: the same box, a task after the move.
        await new Promise((resolve) => setTimeout(resolve))
        expect(root.querySelector(".sb-demo"), "the demo's box after the move").to.equal(box)
        element.remove()
        // Removed and not put back: torn down a task later (its removal may still move the
        // machine, a blur say), and from then on nothing may run.
        await waitFor(() => root.childNodes.length === 0, "the demo torn down after removal")
        let published = 0
        element.addEventListener("statechange", () => published++)
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
