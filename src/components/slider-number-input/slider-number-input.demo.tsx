import { normalizeProps } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { useId, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { PriceField } from "./slider-number-input-field"
import type { controls as sliderNumberInputControls } from "./slider-number-input.controls"
import sliderCss from "../slider/slider.css?inline"
import numberInputCss from "../number-input/number-input.css?inline"
import ownCss from "./slider-number-input.css?inline"

export const styles = sliderCss + numberInputCss + ownCss

const LOWEST = 0
const HIGHEST = 1000
const INITIAL: [number, number] = [200, 800]

type Range = [number, number]

export default function SliderNumberInputDemo({
  values,
}: DemoProps<typeof sliderNumberInputControls>) {
  const step = Number(values.step)
  const gap = step * values.minStepsBetweenThumbs
  const [range, setRange] = useState<Range>(INITIAL)
  // What each field shows, apart from the range: a price half typed is not a price yet.
  const [texts, setTexts] = useState<[string, string]>([String(INITIAL[0]), String(INITIAL[1])])

  const labelIds = [useId(), useId()] as const
  const service = useDemoMachine(
    slider.machine,
    {
      value: range,
      min: LOWEST,
      max: HIGHEST,
      step,
      minStepsBetweenThumbs: values.minStepsBetweenThumbs,
      disabled: values.disabled,
      dir: values.dir,
      // Each thumb is named by its field's label: one name per price, whichever way it is set.
      "aria-labelledby": [...labelIds],
      onValueChange: ({ value: [low = LOWEST, high = HIGHEST] }) => {
        setRange([low, high])
        setTexts([String(low), String(high)])
      },
    },
    { label: "Slider" },
  )
  const api = slider.connect(service, normalizeProps)

  const showText = (end: 0 | 1, text: string) =>
    setTexts((current) => (end === 0 ? [text, current[1]] : [current[0], text]))
  // A price moves its thumb when it is one that end of the range may take; else the field
  // keeps it, marked invalid, until leaving the field pulls it back within range.
  const applyPrice = (end: 0 | 1, low: number, high: number) => (text: string, price: number) => {
    showText(end, text)
    if (Number.isFinite(price) && price >= low && price <= high)
      setRange((current) => (end === 0 ? [price, current[1]] : [current[0], price]))
  }
  const field = { step, disabled: values.disabled, dir: values.dir }

  return (
    <div className="sb-price-range">
      <div {...api.getRootProps()}>
        <div className="sb-slider-header">
          <label {...api.getLabelProps()}>Price range</label>
          <output {...api.getValueTextProps()}>
            ${range[0]} – ${range[1]}
          </output>
        </div>
        <div {...api.getControlProps()}>
          <div {...api.getTrackProps()}>
            <div {...api.getRangeProps()} />
          </div>
          {api.value.map((_, index) => (
            <div key={index} {...api.getThumbProps({ index })}>
              <input {...api.getHiddenInputProps({ index })} />
            </div>
          ))}
        </div>
      </div>
      <div className="sb-price-fields">
        <PriceField
          {...field}
          label="Minimum price"
          labelId={labelIds[0]}
          text={texts[0]}
          min={LOWEST}
          max={range[1] - gap}
          onType={(text) => showText(0, text)}
          onPrice={applyPrice(0, LOWEST, range[1] - gap)}
        />
        <PriceField
          {...field}
          label="Maximum price"
          labelId={labelIds[1]}
          text={texts[1]}
          min={range[0] + gap}
          max={HIGHEST}
          onType={(text) => showText(1, text)}
          onPrice={applyPrice(1, range[0] + gap, HIGHEST)}
        />
      </div>
    </div>
  )
}
