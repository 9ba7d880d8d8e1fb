/** The combobox-in-tabs composition: the address tabs and each panel's country field. */
import { getByRole } from "@testing-library/dom"
import { expectFocus, press, stageOf, waitFor } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

type Tab = "Shipping" | "Billing"

export function comboboxTabs(root: ShadowRoot) {
  // The demo's stage only: the toolbar has tabs of its own.
  const all = stageOf(root)
  const tab = (name: Tab) => getByRole(all, "tab", { name })
  /** A tab's panel: the tabpanel its tab labels (zag names the controlled panel only when selected). */
  const panel = (name: Tab) =>
    root.querySelector<HTMLElement>(
      `[role="tabpanel"][aria-labelledby="${CSS.escape(tab(name).id)}"]`,
    )!
  const country = (name: Tab) =>
    getByRole(panel(name), "combobox", { name: "Country", hidden: true }) as HTMLInputElement
  return {
    tab,
    panel,
    country,
    selectedTab: () => getByRole(all, "tab", { selected: true }).textContent,
    /** The open list of a tab's field, or null while it is closed. */
    list: (name: Tab) => {
      const content = part(panel(name), "combobox", "content")
      return content.hidden ? null : content
    },
    optionNames: (name: Tab) =>
      [...panel(name).querySelectorAll('[data-part="item-text"]')].map((item) => item.textContent),
    highlighted: (name: Tab) =>
      panel(name).querySelector('[data-part="item"][data-highlighted]')?.textContent ?? null,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  keyBurst: {
    what: "highlighted country",
    focus: async (root) => {
      const page = comboboxTabs(root)
      page.country("Shipping").focus()
      await expectFocus(page.country("Shipping"))
      await press("ArrowDown")
      await waitFor(() => page.highlighted("Shipping"), "a highlighted country")
    },
    key: "ArrowDown",
    presses: 4,
    read: (root) =>
      [...comboboxTabs(root).panel("Shipping").querySelectorAll('[data-part="item"]')].findIndex(
        (item) => item.hasAttribute("data-highlighted"),
      ),
  },
  seenOnlyInUse: {
    activationMode: SEEN_WHEN.keys,
    openOnClick: SEEN_WHEN.pointer,
    loopFocus: SEEN_WHEN.keys,
    placement: SEEN_WHEN.popupPlacement,
  },
}
