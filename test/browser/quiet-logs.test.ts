import { expect } from "chai"
import { cleanup, click, mountDemo, openToolbarTab, waitFor } from "./helpers"
import type { DemoLogDetail } from "../../src/elements/api/event-types"

/** Everything the page's console receives while `run` executes (given the lines so far). */
async function consoleDuring(run: (lines: readonly string[]) => Promise<void>) {
  const lines: string[] = []
  const methods = ["log", "info", "debug", "warn", "error"] as const
  const originals = methods.map((method) => console[method])
  methods.forEach((method) => {
    console[method] = (...args: unknown[]) => lines.push(`${method}: ${args.join(" ")}`)
  })
  try {
    await run(lines)
  } finally {
    methods.forEach((method, index) => (console[method] = originals[index]!))
  }
  return lines
}

const switchControl = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="switch"][data-part="control"]')!

describe("an embedded demo's log", () => {
  afterEach(cleanup)

  it("writes nothing to the console, and sends demolog events and the Visualizer the lines", async () => {
    const details: DemoLogDetail[] = []
    const listener = (event: Event) => details.push((event as CustomEvent<DemoLogDetail>).detail)
    document.addEventListener("demolog", listener)
    let root!: ShadowRoot
    const lines = await consoleDuring(async () => {
      ;({ root } = await mountDemo("switch", { name: "beta", value: "yes" }))
      await click(switchControl(root))
      await waitFor(() => details.some((d) => d.message === "form change"), "a demolog event")
    })
    document.removeEventListener("demolog", listener)
    expect(lines).to.deep.equal([])
    expect(details.find((d) => d.message === "form change")!.details).to.deep.equal([
      { beta: "yes" },
    ])
    await openToolbarTab(root, "Visualizer")
    const log = root.querySelector('[aria-label="Demo log"]')!
    expect(log.textContent).to.contain('form change {"beta":"yes"}')
  })

  it("also writes the lines to the console with the log attribute", async () => {
    const lines = await consoleDuring(async (sofar) => {
      const { root } = await mountDemo("switch", { name: "beta", value: "yes", log: "" })
      await click(switchControl(root))
      await waitFor(() => sofar.length > 0, "a console line")
    })
    expect(lines[0]).to.match(/^log: <demo-switch> form change/)
  })
})
