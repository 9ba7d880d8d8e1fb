import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { SelectField } from "./select-field"
import { selectItems } from "./select-items"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/**
 * The app holds the value (`value` + `onValueChange`) and sets it from its own buttons, and it
 * also changes the list of options. zag keeps the chosen items in step with both: a value set
 * from outside shows in the trigger and is checked in the list.
 */
export default function SelectExternalValue({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const [value, setValue] = useState<string[]>(["apple"])
  const [withoutBanana, setWithoutBanana] = useState(false)
  const items = useMemo(
    () => selectItems.filter((item) => !withoutBanana || item.value !== "banana"),
    [withoutBanana],
  )
  const collection = useMemo(() => select.collection({ items }), [items])
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "fruit",
    value,
    onValueChange: (details) => setValue(details.value),
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="sb-select-form">
      <SelectField api={api} label="Fruit" placeholder="Select a fruit" items={items} />
      <div className="sb-row">
        <button type="button" onClick={() => setValue(["cherry"])}>
          Set to Cherry
        </button>
        <button type="button" onClick={() => setWithoutBanana((without) => !without)}>
          {withoutBanana ? "Offer Banana again" : "Stop offering Banana"}
        </button>
      </div>
      <p className="sb-select-status">
        App value: {value.join(", ") || "none"}; chosen items:{" "}
        {api.selectedItems.map((item) => item.label).join(", ") || "none"}
      </p>
    </div>
  )
}
