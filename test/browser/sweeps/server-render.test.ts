import { expect } from "chai"
import { sweptScenarios } from "./swept"
import { captureConsole, waitForDemo } from "../helpers"
import { describeNode, serverRendered, stageNodes } from "../server-rendered"

// Every demo and variant rendered on the server (server/demo-markup.tsx) hydrates in place:
// the widget the server rendered is the widget the reader then uses, every one of its nodes
// kept, with no hydration error (React's development build reports mismatches) or warning.
describe("every demo hydrates its server-rendered HTML", () => {
  for (const { slug, name, attributes } of sweptScenarios)
    it(name, async () => {
      const errors = captureConsole("error")
      const warnings = captureConsole("warn")
      const { holder, element, shadow } = await serverRendered(slug, attributes)
      try {
        const served = stageNodes(shadow)
        expect(served.length, "the server's widget").to.be.greaterThan(2)
        document.body.append(holder)
        await waitForDemo(element)
        // The element's own code took it over (its `ready` resolves once the demo runs).
        await (element as HTMLElement & { ready: Promise<void> }).ready
        expect(errors.calls, "console.error").to.deep.equal([])
        expect(warnings.calls, "console.warn").to.deep.equal([])
        const replaced = served.filter((node) => !node.isConnected).map(describeNode)
        expect(replaced, "server nodes replaced").to.deep.equal([])
      } finally {
        holder.remove()
        errors.restore()
        warnings.restore()
      }
    })
})
