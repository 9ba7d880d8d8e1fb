import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo } from "react"
import { SelectField } from "./select-field"
import { selectItems } from "./select-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

export default function SelectDemo({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const collection = useMemo(() => select.collection({ items: [...selectItems] }), [])
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "fruit",
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)
  const formLog = useFormLog()

  return (
    <form {...formLog} className="sb-select-form">
      <SelectField api={api} label="Label" placeholder="Select option" items={selectItems} />
      <button type="submit">Submit</button>
    </form>
  )
}
