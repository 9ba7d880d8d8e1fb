import { describe, expect, it } from "vitest"
import packageJson from "../../package.json"
import { NARROW_BELOW, reserveCss, UNDEFINED_HINT } from "../../scripts/reserve/reserve-css"

describe("reserve.css", () => {
  const css = reserveCss({
    switch: { toolbar: 419, noToolbar: 62, narrowToolbar: 500, narrowNoToolbar: 70 },
    accordion: { toolbar: 413, noToolbar: 182, narrowToolbar: 611, narrowNoToolbar: 182 },
  })

  it("holds each demo's height, with and without its toolbar, until it has settled", () => {
    expect(css).toContain(
      "demo-accordion:not([hidden]):not([no-toolbar]):not(:state(settled)) { display: block; min-height: 413px; }",
    )
    expect(css).toContain(
      "demo-switch:not([hidden])[no-toolbar]:not(:state(settled)) { display: block; min-height: 62px; }",
    )
    // Sorted by tag, so a rebuild with the same figures writes the same file.
    expect(css.indexOf("demo-accordion")).toBeLessThan(css.indexOf("demo-switch"))
  })

  it("has phone heights under a media query that follows the desktop ones", () => {
    const narrow = css.slice(css.indexOf(`@media (max-width: ${NARROW_BELOW})`))
    expect(narrow).toContain(
      "  demo-accordion:not([hidden]):not([no-toolbar]):not(:state(settled)) { display: block; min-height: 611px; }",
    )
    expect(css.indexOf("min-height: 413px")).toBeLessThan(css.indexOf("@media"))
  })

  it("shows a hint in every tag that is still undefined after a few seconds", () => {
    expect(css).toContain(":is(demo-accordion, demo-switch):not(:defined)::before {")
    expect(css).toContain(`content: ${JSON.stringify(UNDEFINED_HINT)};`)
    expect(UNDEFINED_HINT).toContain("statebook-elements/docs/embedding.md")
  })

  it("is a file the package exports", () => {
    expect(packageJson.exports["./reserve.css"]).toBe("./dist/lib/reserve.css")
    // A bundler that trusts sideEffects (webpack: Docusaurus) would drop the import otherwise.
    expect(packageJson.sideEffects).toContain("*.css")
  })
})
