import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo } from "react"
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
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Label</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select option"}</span>
            <span {...api.getIndicatorProps()}>▾</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* The native select carries the value into the form's submission and log. */}
        <select {...api.getHiddenSelectProps()}>
          {selectItems.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
        {/* Inline, not portalled: the list stays in the element's shadow root. */}
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {selectItems.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="submit">Submit</button>
    </form>
  )
}
