import * as numberInput from "@zag-js/number-input"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as numberInputControls } from "./number-input.controls"
import styles from "./number-input.css?inline"

export { styles }

// Module-level so the machine's formatter, memoised on these objects, is built once.
const FORMAT_OPTIONS: Record<string, Intl.NumberFormatOptions | undefined> = {
  plain: undefined,
  decimal: { maximumFractionDigits: 2 },
  currency: { style: "currency", currency: "USD" },
}

/** A locale Intl accepts, or null: zag hands the text straight to Intl, which throws. */
function supportedLocale(text: string): string | null {
  try {
    return Intl.NumberFormat.supportedLocalesOf(text.trim())[0] ?? null
  } catch {
    return null
  }
}

function outOfRangeMessage(api: numberInput.Api, range: { min: number; max: number }) {
  if (api.empty || !api.invalid) return null
  return api.valueAsNumber > range.max
    ? `Value must be at most ${range.max}.`
    : `Value must be at least ${range.min}.`
}

export default function NumberInputDemo({ values }: DemoProps<typeof numberInputControls>) {
  const log = useDemoLog()
  const formLog = useFormLog()
  const locale = supportedLocale(values.locale)
  const service = useDemoMachine(numberInput.machine, {
    ...values,
    locale: locale ?? "en-US",
    formatOptions: FORMAT_OPTIONS[values.format],
    name: "number",
  })
  const api = numberInput.connect(service, normalizeProps)
  const rangeMessage = outOfRangeMessage(api, values)
  // Logged from what the visitor sees: zag's onValueInvalid also fires, with reason
  // "rangeUnderflow", when a value comes back into range, and not while one is typed.
  useEffect(() => {
    if (rangeMessage) log(`number input: ${rangeMessage}`)
  }, [rangeMessage, log])
  return (
    <form {...formLog}>
      <div {...api.getRootProps()}>
        <div className="sb-number-input-label-row">
          <label {...api.getLabelProps()}>Enter number</label>
          <span {...api.getScrubberProps()} aria-hidden="true" title="Drag to change">
            ⇔
          </span>
        </div>
        <div {...api.getControlProps()}>
          <button {...api.getDecrementTriggerProps()}>−</button>
          <input {...api.getInputProps()} />
          <button {...api.getIncrementTriggerProps()}>+</button>
        </div>
      </div>
      {rangeMessage && <DemoProblem>{rangeMessage}</DemoProblem>}
      {!locale && <DemoProblem>Unknown locale “{values.locale}”: using en-US.</DemoProblem>}
    </form>
  )
}
