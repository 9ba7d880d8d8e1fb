import { describe, expect, it } from "vitest"
import { articleSections, levelBelow } from "./toc-article"

describe("the toc demo's article", () => {
  it("has unique heading slugs, usable in an id and a #hash as they are", () => {
    const slugs = articleSections.map((section) => section.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z][a-z-]*$/)
  })

  it("starts with a section, so every sub-section has one above it", () => {
    expect(articleSections[0]?.depth).toBe(2)
  })

  it("opens with two titles close together, so more than one is in view at the top", () => {
    expect(articleSections[0]?.paragraphs).toHaveLength(1)
  })
})

describe("levelBelow", () => {
  it("puts a sub-section one level under its section, h6 at most", () => {
    expect(levelBelow("2")).toBe("3")
    expect(levelBelow("5")).toBe("6")
    expect(levelBelow("6")).toBe("6")
  })

  it("leaves a demo without headings without them", () => {
    expect(levelBelow("none")).toBe("none")
  })
})
