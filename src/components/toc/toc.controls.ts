import { defineControls } from "../kit/runtime/controls"
import { directionControl, headingLevelControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  rootMargin: {
    description:
      "The band of the article's box a heading must reach to count as in view, as an IntersectionObserver root margin: zag's default leaves out the top 20px and the bottom 40%, the second keeps only the top fifth, 0px the whole box.",
    type: "select",
    options: ["-20px 0% -40% 0%", "0px 0px -80% 0px", "0px"],
    defaultValue: "-20px 0% -40% 0%",
    label: "Root margin",
  },
  threshold: {
    description:
      "How much of a heading must be inside the band to count: 0 is its first pixel, 1 all of it.",
    type: "number",
    defaultValue: 0,
    min: 0,
    max: 1,
    step: 0.5,
  },
  multiple: {
    description:
      "Every heading in the band is active at once; off, only the topmost one (the section being read).",
    type: "boolean",
    defaultValue: true,
  },
  autoScroll: {
    description:
      "Scrolls the table of contents, when it is taller than its box, to keep the first active link in sight.",
    type: "boolean",
    defaultValue: true,
    label: "Auto-scroll",
  },
  scrollBehavior: {
    description:
      "How the article's box scrolls to a clicked link's section, and the table of contents to its active link.",
    type: "select",
    options: ["smooth", "instant", "auto"],
    defaultValue: "smooth",
  },
  indicator: {
    description: "Shows the bar that slides beside the active links (zag's indicator part).",
    type: "boolean",
    defaultValue: true,
    label: "Show indicator",
  },
  ...directionControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Table of contents",
  summary: "Links to an article's sections that mark the ones in view as it scrolls.",
  use: "Use it beside a long article or documentation page to show its outline and where the reader is, and to jump to a section.",
  group: "navigation",
  keywords: ["toc", "on this page", "scroll spy", "outline", "headings"],
}
