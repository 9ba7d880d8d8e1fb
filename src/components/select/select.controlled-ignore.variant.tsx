import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { SelectField } from "./select-field"
import { selectItems } from "./select-items"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/** The app's value, which it never changes (a setting locked by an administrator, say). */
const LOCKED = ["apple"]

/**
 * A controlled select whose app passes `value` and no `onValueChange`: the user may open the
 * list and pick, but the value, the trigger and zag's chosen items all stay what the app says.
 */
export default function SelectControlledIgnore({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const collection = useMemo(() => select.collection({ items: [...selectItems] }), [])
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "fruit",
    value: LOCKED,
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="sb-select-form">
      <SelectField
        api={api}
        label="Fruit (locked)"
        placeholder="Select a fruit"
        items={selectItems}
      />
      <p className="sb-select-status">
        App value: {LOCKED.join(", ")}; chosen items:{" "}
        {api.selectedItems.map((item) => item.label).join(", ")}
      </p>
    </div>
  )
}
