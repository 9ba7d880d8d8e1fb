import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useVirtualWindow } from "../kit/runtime/use-virtual-window"
import type { controls as selectControls } from "./select.controls"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/** Every year from this one back to 1000: 1,027 options. */
const years = Array.from({ length: 2026 - 1000 + 1 }, (_, i) => String(2026 - i))
const collection = select.collection({ items: years })

/** Each option's height in px: the virtualizer places rows by it (see the CSS). */
const ROW_HEIGHT = 32

/**
 * A select over 1,027 years that renders only the options in view. zag moves the highlight
 * (arrows, Home/End, typeahead) through its collection and asks us to scroll an index into
 * view (`scrollToIndexFn`): the window of rendered options follows. No hidden native select:
 * it would put all 1,027 options back in the DOM.
 */
export default function SelectVirtualized({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const list = useVirtualWindow<HTMLUListElement>(years.length, ROW_HEIGHT)
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    positioning: { ...overlayPositioning, placement },
    scrollToIndexFn: ({ index }) => list.scrollToIndex(index),
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="sb-select-form sb-select-virtual">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Year</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a year"}</span>
            <span {...api.getIndicatorProps()}>▾</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()} ref={list.ref}>
            <li aria-hidden="true" style={{ height: list.before }} />
            {years.slice(list.start, list.end).map((item, offset) => (
              <li
                key={item}
                {...api.getItemProps({ item })}
                // Only a window is in the DOM: say where each option sits in the whole list.
                aria-setsize={years.length}
                aria-posinset={list.start + offset + 1}
              >
                <span {...api.getItemTextProps({ item })}>{item}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
            <li aria-hidden="true" style={{ height: list.after }} />
          </ul>
        </div>
      </div>
    </div>
  )
}
