/** The navigation menu demo's parts: its section triggers, their panels and links. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export type Section = "Products" | "Company" | "Developers"

export function navigationMenuDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  const trigger = (section: Section) => getByRole(stage, "button", { name: section })
  /** A section's panel, shown or not (it is named by its trigger). */
  const panel = (section: Section) =>
    stage.querySelector<HTMLElement>(
      `#${CSS.escape(trigger(section).getAttribute("aria-controls")!)}`,
    )!
  return {
    nav: () => getByRole(stage, "navigation", { name: "Main" }),
    trigger,
    panel,
    /** Whether a section's panel is on screen. */
    isOpen: (section: Section) => !panel(section).hidden,
    /** The names of the panels on screen, comma separated. */
    openPanels: () =>
      (["Products", "Company", "Developers"] as const)
        .filter((section) => !panel(section).hidden)
        .join(", "),
    /** A link by its text, in an open panel or at the top level (hidden panels are skipped). */
    link: (name: string) => getByRole(stage, "link", { name }),
    queryLink: (name: string) => queryByRole(stage, "link", { name }),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    openDelay: SEEN_WHEN.time,
    closeDelay: SEEN_WHEN.time,
  },
}
