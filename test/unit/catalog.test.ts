import { describe, expect, it } from "vitest"
import { existsSync } from "node:fs"
import { catalog, DEMO_GROUPS, demoTag, findDemo } from "../../src/catalog"
import { attributeName } from "../../src/components/kit/runtime/controls"

describe("catalog", () => {
  it("lists each demo once with a unique slug and label", () => {
    const slugs = catalog.map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const labels = catalog.map((entry) => entry.label)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it("uses URL-safe slugs that make valid custom element names", () => {
    for (const { slug } of catalog) {
      expect(slug).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/)
      expect(demoTag(slug)).toBe(`demo-${slug}`)
    }
  })

  it("is read from the demo folders, with each demo's files beside its module", () => {
    for (const { slug, folder, files } of catalog) {
      expect(files.demo).toBe(`${folder}/${slug}.demo.tsx`)
      expect(files.controls).toBe(`${folder}/${slug}.controls.ts`)
      for (const file of [files.demo, files.controls, files.keyboard])
        expect(existsSync(new URL(`../..${file}`, import.meta.url)), file).toBe(true)
    }
  })

  it("has each demo's four reserved heights, as measure-heights writes them", () => {
    // The reader refuses a demo without its heights file; this checks what the file holds.
    const keys = ["toolbar", "noToolbar", "narrowToolbar", "narrowNoToolbar"]
    for (const { slug, files, reservedHeights } of catalog) {
      expect(Object.keys(reservedHeights).sort(), files.heights).toEqual([...keys].sort())
      for (const key of keys)
        expect(
          reservedHeights[key as keyof typeof reservedHeights],
          `${slug} ${key}`,
        ).toBeGreaterThan(0)
    }
  })

  it("gives every control a default that its own parser accepts, and distinct attributes", () => {
    for (const entry of catalog) {
      const attributes = Object.keys(entry.controls).map(attributeName)
      expect(new Set(attributes).size, entry.slug).toBe(attributes.length)
      for (const [key, control] of Object.entries(entry.controls)) {
        if (control.type === "select")
          expect(control.options, `${entry.slug}.${key}`).toContain(control.defaultValue)
        if (control.type === "number") {
          if (control.min !== undefined)
            expect(control.defaultValue).toBeGreaterThanOrEqual(control.min)
          if (control.max !== undefined)
            expect(control.defaultValue).toBeLessThanOrEqual(control.max)
        }
      }
    }
  })

  it("finds a demo by slug", () => {
    expect(findDemo("accordion")?.label).toBe("Accordion")
    expect(findDemo("nope")).toBeUndefined()
  })
})

describe("catalog listing (home page groups, search keywords)", () => {
  it("puts every entry in a known group, and every group has demos", () => {
    const groups = Object.keys(DEMO_GROUPS)
    for (const entry of catalog) expect(groups, entry.slug).toContain(entry.group)
    for (const group of groups)
      expect(
        catalog.some((entry) => entry.group === group),
        group,
      ).toBe(true)
  })

  it("gives every entry a one-line summary and lower-case keywords", () => {
    for (const entry of catalog) {
      expect(entry.summary, entry.slug).toMatch(/^[A-Z].{10,80}\.$/)
      for (const keyword of entry.keywords) expect(keyword, entry.slug).toBe(keyword.toLowerCase())
    }
  })

  it("says of every demo when to use it, in one sentence of its own", () => {
    const sentences = new Set<string>()
    for (const entry of catalog) {
      expect(entry.use, entry.slug).toMatch(/^Use it [^.]{20,200}\.$/)
      expect(entry.use, entry.slug).not.toContain(entry.summary)
      sentences.add(entry.use)
    }
    expect(sentences.size).toBe(catalog.length)
  })
})
