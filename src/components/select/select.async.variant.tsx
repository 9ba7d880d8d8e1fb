import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useEffect, useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { SelectField } from "./select-field"
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
      <SelectField
        api={api}
        label="Fruit"
        placeholder={placeholder}
        items={fruits}
        busy={loading}
      />
      <button type="button" onClick={() => setLoads((n) => n + 1)} disabled={loading}>
        Reload
      </button>
      <p role="status" className="sb-select-status" data-loading={loading || undefined}>
        {loading ? "Loading fruits…" : `${fruits.length} fruits loaded.`}
      </p>
    </div>
  )
}
