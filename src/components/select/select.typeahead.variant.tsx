import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { SelectField } from "./select-field"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/** Several options per initial, and one disabled (out of season), for typeahead to work on. */
const fruits = [
  { value: "apple", label: "Apple" },
  { value: "apricot", label: "Apricot" },
  { value: "avocado", label: "Avocado" },
  { value: "banana", label: "Banana" },
  { value: "blackberry", label: "Blackberry" },
  { value: "blueberry", label: "Blueberry" },
  { value: "cherry", label: "Cherry" },
  { value: "coconut", label: "Coconut" },
  { value: "date", label: "Date" },
  { value: "dragon-fruit", label: "Dragon fruit", disabled: true },
  { value: "fig", label: "Fig" },
  { value: "grape", label: "Grape" },
]
const collection = select.collection({ items: fruits })

/**
 * zag's typeahead: letters typed in quick succession search the labels (open, they move the
 * highlight; closed, they choose), the same letter again cycles through the options sharing
 * that initial, and disabled options are skipped.
 */
export default function SelectTypeahead({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "fruit",
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="sb-select-form">
      <SelectField api={api} label="Fruit" placeholder="Type a letter" items={fruits} />
    </div>
  )
}
