import * as popover from "@zag-js/popover"
import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useMemo } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
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
 * A select inside a (non-modal) popover. zag stacks their dismissable layers: Escape or a
 * click outside closes the topmost only, so the open select closes first, and a click on one
 * of its options (inside the popover) is no click outside the popover.
 */
export default function SelectInPopover({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const panel = useDemoMachine(
    popover.machine,
    {
      portalled: false,
      modal: false,
      positioning: { ...overlayPositioning, placement: "bottom-start" },
      translations: { closeTriggerLabel: "Close" },
    },
    { label: "popover" },
  )
  const panelApi = popover.connect(panel, normalizeProps)
  const collection = useMemo(() => select.collection({ items: [...selectItems] }), [])
  const service = useDemoMachine(
    select.machine,
    {
      ...settings,
      collection,
      name: "fruit",
      positioning: { ...overlayPositioning, placement },
    },
    { label: "select" },
  )
  const api = select.connect(service, normalizeProps)

  return (
    <div className="sb-select-popover">
      <button {...panelApi.getTriggerProps()}>
        Filter: {api.valueAsString || "any fruit"} <span {...panelApi.getIndicatorProps()}>▾</span>
      </button>
      <div {...panelApi.getPositionerProps()}>
        <div {...panelApi.getContentProps()}>
          <DemoHeading {...panelApi.getTitleProps()}>Filter</DemoHeading>
          <SelectField api={api} label="Fruit" placeholder="Any fruit" items={selectItems} />
          <button {...panelApi.getCloseTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  )
}
