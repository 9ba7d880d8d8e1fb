import { describe, expect, it } from "vitest"
import { settingAttributes, shadowOf } from "../../src/react/server-component"

// The server components (statebook-elements/react under `react-server`) turn props into the
// attributes renderDemo reads, and keep only its shadow root for the client component.
describe("React server components", () => {
  it("passes settings and options as attributes, and nothing else", () => {
    const keys = new Set(["multiple", "closeOnSelect", "noToolbar", "orientation"])
    expect(
      settingAttributes(
        { multiple: true, closeOnSelect: false, orientation: "horizontal", noToolbar: undefined },
        keys,
      ),
    ).toEqual({ multiple: true, "close-on-select": "false", orientation: "horizontal" })
    expect(settingAttributes({ className: "wide", id: "a" }, keys)).toEqual({})
  })

  it("keeps the shadow root of the element's HTML, even when an attribute mentions a tag", () => {
    const html =
      '<demo-accordion title="&lt;template>"><template shadowrootmode="open"><p>x</p></template></demo-accordion>'
    expect(shadowOf(html, "demo-accordion")).toBe(
      '<template shadowrootmode="open"><p>x</p></template>',
    )
  })
})
