import { expect } from "chai"
import { setViewport } from "@web/test-runner-commands"
import { sweptDemos } from "./swept"
import { LAYOUTS } from "../../../scripts/reserve/layouts"
import type { ReservedHeights } from "../../../scripts/reserve/reserve-css"
import { cleanup, mountDemo, waitFor } from "../helpers"

// reserve.css holds each demo's place on a page until it has rendered: its figures (each
// demo's `<slug>.heights.json`) must still be the demos' heights, or the page shifts anyway. A
// demo whose layout or settings changed fails here until `npm run measure-heights` is run again.

/** Off by more than this (px, or a share of the height), a reservation is out of date. */
const toleranceFor = (px: number) => Math.max(24, px * 0.1)

describe("reserved heights (reserve.css), every demo", () => {
  after(async () => {
    cleanup()
    await setViewport({ width: 800, height: 600 })
  })

  for (const layout of LAYOUTS)
    it(`match the demos' settled heights in a ${layout.column} px column`, async function () {
      // Every demo mounted twice in one test: the suite's 10 s per test is for one scenario,
      // and this one must pass on a busy machine too.
      this.timeout(120_000)
      await setViewport(layout.viewport)
      const column = document.createElement("main")
      column.style.width = `${layout.column}px`
      document.body.prepend(column)
      const stale: string[] = []
      try {
        for (const { slug, reservedHeights } of sweptDemos)
          for (const [key, toolbar] of Object.entries(layout.keys)) {
            const { element } = await mountDemo(slug, toolbar ? {} : { "no-toolbar": "" }, column)
            await waitFor(() => element.matches(":state(settled)"), `<demo-${slug}> settled`)
            const actual = element.getBoundingClientRect().height
            const reserved = reservedHeights[key as keyof ReservedHeights]
            if (Math.abs(actual - reserved) > toleranceFor(actual))
              stale.push(`${slug} ${key}: reserved ${reserved}, is ${Math.round(actual)}`)
            cleanup()
          }
      } finally {
        column.remove()
      }
      expect(stale, "run `npm run measure-heights` after changing a demo").to.deep.equal([])
    })
})
