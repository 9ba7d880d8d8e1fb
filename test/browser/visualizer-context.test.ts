import { expect } from "chai"
import * as avatar from "@zag-js/avatar"
import { catalog } from "../../src/catalog"
import type { DemoElementApi } from "../../src/elements/api/event-types"
import { cleanup, mountDemo, nextFrame, openToolbarTab, waitFor } from "./helpers"

// The Visualizer shows each machine's context from the demo's first render on. Demos that
// stay idle after mounting (hover card, menu, tooltip…) once showed `context: {}` until
// something re-rendered them: the first mount of a machine published before the kit had
// learnt its context keys. Each test here is the first mount of its demo in this page.

// zag's avatar machine keeps no context: for it, an empty one is the truth.
const WITHOUT_CONTEXT = new Set(["avatar"])

// Direct children only: the events line holds whole services (CHILD.SET) with their own
// `context` fields.
const contextLines = (root: ShadowRoot) =>
  [
    ...root.querySelectorAll<HTMLElement>(
      '[role="tabpanel"] .sb-machine [data-testid="machine-state"] > .sb-line',
    ),
  ]
    .map((line) => line.textContent!)
    .filter((text) => text.startsWith("context: "))

describe("the Visualizer shows each machine's context as soon as the demo mounts", () => {
  afterEach(cleanup)

  it("the avatar machine, the one without context, still has none", () => {
    expect(avatar.machine.context).to.equal(undefined)
  })

  for (const { slug } of catalog)
    it(`<demo-${slug}>`, async () => {
      const { element, root } = await mountDemo(slug)
      await openToolbarTab(root, "Visualizer")
      const { machines } = await waitFor(
        () => (element as HTMLElement & DemoElementApi).machineInfo,
        "the machine info",
      )
      await waitFor(() => contextLines(root).length === machines.length, "every machine shown")
      await nextFrame()
      const empty = contextLines(root).filter((text) => text === "context: {}")
      expect(empty).to.deep.equal(WITHOUT_CONTEXT.has(slug) ? ["context: {}"] : [])
    })
})
