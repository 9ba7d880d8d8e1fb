/** The tabs demo's parts: its article tabs, their sliding indicator and the sighting field. */
import { getByLabelText } from "@testing-library/dom"
import { stageOf } from "../helpers"
import { part } from "./parts"
import { tabList } from "./tab-list"

export function tabs(root: ShadowRoot) {
  return {
    ...tabList(root),
    indicator: () => part(stageOf(root), "tabs", "indicator"),
    sighting: () => getByLabelText(stageOf(root), "Your sighting") as HTMLInputElement,
  }
}
