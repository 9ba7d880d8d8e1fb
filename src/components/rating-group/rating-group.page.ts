/** The rating demo's parts: its stars by role and name, the value text and the form field. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"

export function ratingGroup(root: ShadowRoot) {
  const stars = () => parts(root, "rating-group", "item")
  return {
    stars,
    star: (n: number) => getByRole(within(root), "radio", { name: `${n} stars` }),
    /** What the stars show, e.g. "★★½☆☆". */
    shown: () =>
      stars()
        .map((item) =>
          item.hasAttribute("data-half") ? "½" : item.hasAttribute("data-highlighted") ? "★" : "☆",
        )
        .join(""),
    valueText: () => root.querySelector(".sb-rating-value")?.textContent,
    hidden: () => root.querySelector<HTMLInputElement>('input[name="rating"]')!,
  }
}
