/**
 * The async list demo's parts, found as a user finds them: the status line (role="status"),
 * the list of elements, the error alert with its Retry, the filter and sort fields, and the
 * Load more, Reload and Stop buttons.
 */
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import { stageOf, waitFor } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function asyncList(root: ShadowRoot) {
  const stage = stageOf(root)
  const status = () => getByRole(stage, "status").textContent ?? ""
  const list = () => getByRole(stage, "list", { name: "Elements" })
  const rows = () => [...list().querySelectorAll("li")]
  return {
    status,
    /** Waits until the status line reads `text`. */
    waitForStatus: (text: string) => waitFor(() => status() === text, `the status "${text}"`),
    list,
    /** The symbols of the listed elements, in order ("H", "He"…). */
    symbols: () => rows().map((row) => row.querySelector(".sb-async-symbol")?.textContent),
    /** The listed elements' names, in order. */
    names: () => rows().map((row) => row.lastElementChild?.textContent),
    busy: () => list().getAttribute("aria-busy") === "true",
    alert: () => queryByRole(stage, "alert"),
    /** The pretend server's line: its delay, page size and health. */
    server: () => part(stage, "async-list", "server").textContent ?? "",
    button: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
    unavailable: (name: string) =>
      getByRole(stage, "button", { name }).getAttribute("aria-disabled") === "true",
    filter: () => getByLabelText(stage, "Filter") as HTMLInputElement,
    sort: () => getByLabelText(stage, "Sort") as HTMLSelectElement,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    sortOn: "where a sort is done: seen once the visitor picks another order",
  },
  // An instant server: each sweep compares the loaded list, not a load under way.
  still: { delay: "0" },
}
