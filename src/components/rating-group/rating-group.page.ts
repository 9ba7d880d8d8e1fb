/** The rating demo's parts: its stars by role and name, the value text and the form field. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"

export function ratingGroup(root: ShadowRoot) {
  const stars = () => parts(root, "rating-group", "item")
  return {
    stars,
    /** The nth star. By position, not name: zag 1.47 names the checked star by the value ("2.5 stars"). */
    star: (n: number) => {
      const star = stars().find((item) => item.getAttribute("aria-posinset") === String(n))
      if (!star) throw new Error(`No star ${n} of ${stars().length}`)
      return star
    },
    /** A star by its accessible name, as a screen reader announces it. */
    starNamed: (name: string) => getByRole(within(root), "radio", { name }),
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
