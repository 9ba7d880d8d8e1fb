/** The toc demo's parts: its table of contents, the article box it follows and the indicator. */
import { getAllByRole, getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function toc(root: ShadowRoot) {
  const stage = stageOf(root)
  const nav = () => getByRole(stage, "navigation", { name: "On this page" })
  const links = () => getAllByRole(nav(), "link") as HTMLAnchorElement[]
  const article = () => getByRole(stage, "region", { name: "A short guide to state machines" })
  return {
    nav,
    /** The contents' scrolling box (zag's root part). */
    contentsBox: () => part(stage, "toc", "root"),
    links,
    link: (name: string) => getByRole(nav(), "link", { name }) as HTMLAnchorElement,
    /** The names of the links zag marks as the current location, in order. */
    activeLinks: () =>
      links()
        .filter((link) => link.getAttribute("aria-current") === "location")
        .map((link) => link.textContent),
    indicator: () => part(stage, "toc", "indicator"),
    article,
    /** A section's title in the article, by its text. */
    heading: (name: string) =>
      [...article().querySelectorAll<HTMLElement>(".sb-heading")].find(
        (heading) => heading.textContent === name,
      )!,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    threshold:
      "how much of a heading must cross the band's edge: at rest every heading is wholly in or out of it, seen as the article scrolls",
    autoScroll:
      "scrolls the contents to an active link out of its sight: seen when the article is scrolled far down",
    scrollBehavior:
      "how the article's box scrolls to a section: seen when a link is clicked or pressed",
  },
}
