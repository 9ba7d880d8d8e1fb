/**
 * The toolbar's Accessibility tab: the live parts table (a row per zag part), the keyboard
 * map with its "Keys tried" count, and the axe check. Rows are read as a user reads them:
 * by the part's button name and the cells' text.
 */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../helpers"

export interface PartRow {
  part: string
  scope: string
  role: string
  name: string
  /** The computed description, when the part has one. */
  description: string
  states: string
  focus: string
  row: HTMLTableRowElement
  button: HTMLButtonElement
}

export function accessibilityTab(root: ShadowRoot) {
  const panel = () =>
    root.getElementById(
      getByRole(within(root), "tab", { name: "Accessibility" }).getAttribute("aria-controls")!,
    )!
  const partsTable = () => queryByRole(panel(), "region", { name: "Parts table" })
  /** The table's rows; none while the tab is still reading the parts. */
  const rows = (): PartRow[] =>
    [...(partsTable()?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])].map((row) => {
      const button = row.querySelector("button")!
      const cells = [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")
      const description = row.querySelector(".sb-a11y-description")?.textContent ?? ""
      return {
        part: button.firstChild?.textContent ?? "",
        scope: button.querySelector(".sb-a11y-scope")?.textContent?.trim() ?? "",
        role: cells[0]!,
        name: cells[1]!.slice(0, cells[1]!.length - description.length),
        description: description.replace(/^Description: /, ""),
        states: cells[2]!,
        focus: cells[3]!,
        row,
        button,
      }
    })
  return {
    panel,
    rows,
    /** The rows of one part, in DOM order. */
    rowsOf: (part: string) => rows().filter((row) => row.part === part),
    /** The note the tab shows while a replayed step is shown, or "". */
    replayNote: () => panel().querySelector(".sb-a11y-note")?.textContent ?? "",
    keysTried: () => panel().querySelector('[data-testid="keys-tried"]')?.textContent ?? "",
    keyboardMap: () => getByRole(panel(), "region", { name: "Keyboard map" }),
    /** The keys shown tried in the keyboard map, as their labels ("ArrowDown"). */
    triedKeys: () =>
      [...panel().querySelectorAll(".sb-a11y-key[data-tried] kbd")].map((kbd) => kbd.textContent),
    checkButton: () => getByRole(panel(), "button", { name: "Check with axe" }),
    checkStatus: () => panel().querySelector(".sb-a11y-check")?.textContent ?? "",
    outline: () => panel().querySelector<HTMLElement>(".sb-a11y-outline"),
  }
}
