import { expect } from "chai"
import { setViewport } from "@web/test-runner-commands"
import { reserveCss, UNDEFINED_HINT, type ReservedHeights } from "../../scripts/reserve/reserve-css"
import { catalog } from "../../src/catalog"
import { nextFrame, waitFor } from "./helpers"

// reserve.css (docs/embedding.md) on a docs page: the text under a demo stays where it is
// while the demo loads, renders and fills its toolbar, where without it the text moves down
// as each of those arrives. Measured as a reader sees it: where the text is, frame by frame.

/** Every demo's measured heights (its `<slug>.heights.json`), as reserve.css is built from. */
const measured: Record<string, ReservedHeights> = Object.fromEntries(
  catalog.flatMap(({ slug, reservedHeights }) =>
    reservedHeights ? [[slug, reservedHeights]] : [],
  ),
)

/** How far (px, summed over frames) the text under a `<demo-<slug>>` moves until it settles. */
async function textMovedWhileLoading(slug: string, reserve: boolean): Promise<number> {
  const style = document.createElement("style")
  style.textContent = reserve ? reserveCss(measured) : ""
  document.head.append(style)
  const page = document.createElement("main")
  page.style.width = "760px"
  const intro = document.createElement("p")
  intro.textContent = "A paragraph of the docs page before the demo."
  const demo = document.createElement(`demo-${slug}`)
  const below = document.createElement("p")
  below.textContent = "The text after the demo, which a reader is about to read."
  page.append(intro, demo, below)
  try {
    document.body.prepend(page)
    let moved = 0
    let top = below.getBoundingClientRect().top
    // Each frame until two after the demo settled (its last render laid out), 10 s at most.
    const deadline = performance.now() + 10_000
    for (let framesSettled = 0; framesSettled < 2;) {
      if (performance.now() > deadline) throw new Error(`<demo-${slug}> never settled`)
      await nextFrame()
      const now = below.getBoundingClientRect().top
      moved += Math.abs(now - top)
      top = now
      if (demo.matches(":state(settled)")) framesSettled++
    }
    return moved
  } finally {
    page.remove()
    style.remove()
  }
}

describe("reserve.css", () => {
  before(() => setViewport({ width: 1280, height: 900 }))
  after(() => setViewport({ width: 800, height: 600 }))

  it("keeps the text below a demo in place while the demo loads and settles", async () => {
    // With the reservation first, while the demo's code is still to be fetched: the harder case.
    const reserved = await textMovedWhileLoading("accordion", true)
    const unreserved = await textMovedWhileLoading("accordion", false)
    expect(unreserved, "px the text moves without reserve.css").to.be.above(150)
    expect(reserved, "px the text moves with reserve.css").to.be.at.most(4)
  })

  it("gives the reservation up once settled: the demo takes its own height", async () => {
    const style = document.createElement("style")
    // A reservation far too tall: once settled, the element is as tall as its content.
    style.textContent = "demo-switch:not(:state(settled)) { display: block; min-height: 2000px; }"
    document.head.append(style)
    const demo = document.createElement("demo-switch")
    document.body.prepend(demo)
    try {
      expect(demo.getBoundingClientRect().height).to.equal(2000)
      await waitFor(() => demo.matches(":state(settled)"), "settled")
      expect(demo.getBoundingClientRect().height).to.be.below(1000)
    } finally {
      demo.remove()
      style.remove()
    }
  })

  it("leaves a demo the page hides with the hidden attribute hidden", async () => {
    const style = document.createElement("style")
    style.textContent = reserveCss(measured)
    document.head.append(style)
    const demo = document.createElement("demo-accordion")
    demo.hidden = true
    document.body.prepend(demo)
    try {
      expect(getComputedStyle(demo).display).to.equal("none")
      expect(demo.getBoundingClientRect().height).to.equal(0)
      demo.hidden = false
      expect(demo.getBoundingClientRect().height).to.equal(measured.accordion!.toolbar)
    } finally {
      demo.remove()
      style.remove()
    }
  })

  it("says in its box, after a few seconds, that a tag's code was never loaded", async function () {
    this.timeout(20_000)
    // A tag no entry defines stands for a page that forgot the import (or ran it on the server
    // only); accordion, defined on this page, stands for a page that did it right.
    const style = document.createElement("style")
    style.textContent = reserveCss({ ...measured, "never-loaded": measured.accordion! })
    document.head.append(style)
    const forgotten = document.createElement("demo-never-loaded")
    const loaded = document.createElement("demo-accordion")
    document.body.prepend(forgotten, loaded)
    const hint = (element: Element) => getComputedStyle(element, "::before")
    try {
      // At first the box is quiet: a slow network gets its chance.
      expect(hint(forgotten).visibility).to.equal("hidden")
      await waitFor(() => hint(forgotten).visibility === "visible", "the hint", 15_000)
      expect(hint(forgotten).content).to.equal(JSON.stringify(UNDEFINED_HINT))
      expect(forgotten.getBoundingClientRect().height).to.equal(measured.accordion!.toolbar)
      expect(hint(loaded).content).to.equal("none")
    } finally {
      forgotten.remove()
      loaded.remove()
      style.remove()
    }
  })
})
