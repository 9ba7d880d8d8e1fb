import { describe, expect, it } from "vitest"
import { isInPageNavigation, type ClickInfo, type LinkInfo } from "../../src/showcase/router/click"

const ORIGIN = "http://site.test"
const plainClick: ClickInfo = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const sameSiteLink: LinkInfo = { href: `${ORIGIN}/accordion`, target: "", download: false }

const decide = (click: Partial<ClickInfo> = {}, link: Partial<LinkInfo> = {}) =>
  isInPageNavigation({ ...plainClick, ...click }, { ...sameSiteLink, ...link }, ORIGIN)

describe("isInPageNavigation: click rules", () => {
  it("navigates in the page on a plain primary click on a same-origin link", () => {
    expect(decide()).toBe(true)
    expect(decide({}, { target: "_self" })).toBe(true)
  })

  it.each(["ctrlKey", "metaKey", "shiftKey", "altKey"] as const)(
    "leaves a click with %s to the browser",
    (modifier) => {
      expect(decide({ [modifier]: true })).toBe(false)
    },
  )

  it("leaves middle and right clicks to the browser", () => {
    expect(decide({ button: 1 })).toBe(false)
    expect(decide({ button: 2 })).toBe(false)
  })

  it("leaves other targets, downloads and other origins to the browser", () => {
    expect(decide({}, { target: "_blank" })).toBe(false)
    expect(decide({}, { target: "other-frame" })).toBe(false)
    expect(decide({}, { download: true })).toBe(false)
    expect(decide({}, { href: "https://zagjs.com/accordion" })).toBe(false)
    expect(decide({}, { href: "http://site.test:8080/accordion" })).toBe(false)
    expect(decide({}, { href: "mailto:a@b.c" })).toBe(false)
  })

  it("does nothing when someone already handled the click", () => {
    expect(decide({ defaultPrevented: true })).toBe(false)
  })
})
