/**
 * A list of tab triggers and the panel of the selected one, as the ARIA tabs pattern names
 * them: the tabs demo's articles and the steps demo's wizard both use it.
 */
import { getAllByRole, getByRole } from "@testing-library/dom"
import { stageOf } from "../helpers"

export function tabList(root: ShadowRoot) {
  const stage = stageOf(root)
  const triggers = () => getAllByRole(stage, "tab") as HTMLButtonElement[]
  return {
    list: () => getByRole(stage, "tablist"),
    triggers,
    /** The trigger a screen reader names `name`. */
    trigger: (name: string) => getByRole(stage, "tab", { name }) as HTMLButtonElement,
    /** The visible text of the selected triggers, comma separated. */
    selected: () =>
      triggers()
        .filter((trigger) => trigger.getAttribute("aria-selected") === "true")
        .map((trigger) => trigger.textContent)
        .join(","),
    /** The panel on show. */
    panel: () => getByRole(stage, "tabpanel"),
  }
}
