import * as numberInput from "@zag-js/number-input"
import { mergeProps, normalizeProps } from "@zag-js/react"
import { useRef } from "react"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

interface PriceFieldProps {
  label: string
  /** The label's id: the slider's thumb for this price is named by the same label. */
  labelId: string
  /** What the field shows: the price, or what is being typed. */
  text: string
  min: number
  max: number
  step: number
  disabled: boolean
  dir: "ltr" | "rtl"
  /** Each keystroke: the field shows it, and nothing else moves yet. */
  onType: (text: string) => void
  /** A price to apply: typed then committed (Enter, leaving the field), or stepped. */
  onPrice: (text: string, price: number) => void
}

/**
 * One end of the price range as a number field. A typed price applies when committed, so
 * the thumb does not jump through 9 and 90 on the way to 900; a step applies at once.
 */
export function PriceField(props: PriceFieldProps) {
  // zag reports typing and stepping alike as a value change. Text typed arrives through the
  // input's change event, which marks the next value change as typed; any key down (an arrow
  // key steps) clears the mark first. Our handlers run before zag's.
  const typing = useRef(false)
  const service = useDemoMachine(
    numberInput.machine,
    {
      ids: { label: props.labelId },
      value: props.text,
      min: props.min,
      max: props.max,
      step: props.step,
      disabled: props.disabled,
      dir: props.dir,
      // Out of range only while typing: leaving the field pulls the price back within it.
      clampValueOnBlur: true,
      allowOverflow: true,
      // Two fields side by side: each ± button says which price it changes.
      translations: {
        incrementLabel: `Increase ${props.label.toLowerCase()}`,
        decrementLabel: `Decrease ${props.label.toLowerCase()}`,
      },
      onValueChange: ({ value, valueAsNumber }) => {
        if (typing.current) props.onType(value)
        else props.onPrice(value, valueAsNumber)
        typing.current = false
      },
      onValueCommit: ({ value, valueAsNumber }) => props.onPrice(value, valueAsNumber),
    },
    { label: props.label },
  )
  const api = numberInput.connect(service, normalizeProps)
  const inputProps = mergeProps(
    {
      onKeyDown: () => (typing.current = false),
      onChange: () => (typing.current = true),
    },
    api.getInputProps(),
  )
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>{props.label}</label>
      <div {...api.getControlProps()}>
        <button {...api.getDecrementTriggerProps()}>−</button>
        <span className="sb-price-currency" aria-hidden="true">
          $
        </span>
        <input {...inputProps} />
        <button {...api.getIncrementTriggerProps()}>+</button>
      </div>
    </div>
  )
}
