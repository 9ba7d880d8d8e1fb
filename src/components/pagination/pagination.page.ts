/** The pagination demo's parts: its page bar (a navigation landmark) and the contacts table. */
import { getAllByRole, getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"

export function pagination(root: ShadowRoot) {
  const stage = stageOf(root)
  const nav = () => getByRole(stage, "navigation", { name: "Contact pages" })
  const table = () => getByRole(stage, "table", { name: "Contacts" })
  /** The rows on show, without the header row. */
  const rows = () => getAllByRole(table(), "row").slice(1)
  return {
    /** A button of the bar by its accessible name (`page 2`, `next page`, …). */
    button: (name: string) => getByRole(nav(), "button", { name }) as HTMLButtonElement,
    /** The bar as text: page numbers, "…" for ellipses, "[n]" for the current page. */
    bar: () =>
      [...nav().querySelectorAll("[data-part=item], [data-part=ellipsis]")]
        .map((el) =>
          el.getAttribute("aria-current") === "page" ? `[${el.textContent}]` : el.textContent,
        )
        .join(" "),
    columnNames: () => getAllByRole(table(), "columnheader").map((header) => header.textContent),
    rows,
    /** The IDs of the rows on show, comma separated. */
    rowIds: () =>
      rows()
        .map((row) => row.querySelector("td")!.textContent)
        .join(","),
  }
}
