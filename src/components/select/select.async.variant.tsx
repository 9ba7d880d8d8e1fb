import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useEffect, useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { fetchFruits, type Fruit } from "./select-server"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

/**
 * A select whose options come from a (pretend, offline) server: until they arrive the trigger
 * and a status line say so and the list is marked busy. Reload asks again; the value stays,
 * since zag keeps the value and finds its items in each new collection.
 */
export default function SelectAsync({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const [fruits, setFruits] = useState<Fruit[]>([])
  const [loads, setLoads] = useState(0)
  const [loaded, setLoaded] = useState(-1)
  const loading = loaded !== loads

  useEffect(() => {
    const request = new AbortController()
    fetchFruits(request.signal).then(
      (answer) => {
        setFruits(answer)
        setLoaded(loads)
      },
      () => {},
    )
    return () => request.abort()
  }, [loads])

  const collection = useMemo(() => select.collection({ items: fruits }), [fruits])
  const service = useDemoMachine(select.machine, {
    ...settings,
    collection,
    name: "fruit",
    positioning: { ...overlayPositioning, placement },
  })
  const api = select.connect(service, normalizeProps)
  const placeholder = loading && fruits.length === 0 ? "Loading fruits…" : "Select a fruit"

  return (
    <div className="sb-select-form sb-select-async">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Fruit</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || placeholder}</span>
            <span {...api.getIndicatorProps()}>▾</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <select {...api.getHiddenSelectProps()}>
          {fruits.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()} aria-busy={loading}>
            {fruits.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="button" onClick={() => setLoads((n) => n + 1)} disabled={loading}>
        Reload
      </button>
      <p role="status" className="sb-select-status" data-loading={loading || undefined}>
        {loading ? "Loading fruits…" : `${fruits.length} fruits loaded.`}
      </p>
    </div>
  )
}
