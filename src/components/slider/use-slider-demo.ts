import * as slider from "@zag-js/slider"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useState } from "react"
import type { ControlValues } from "../kit/controls"
import { useDemoLog } from "../kit/form-log"
import { useDemoMachine } from "../kit/use-demo-machine"
import type { rangeSliderControls } from "./range-slider.controls"
import type { sliderControls } from "./slider.controls"
import { DEFAULT_SLIDER_RANGE, sliderRangeProblem } from "./slider-settings"

type SliderValues = ControlValues<typeof sliderControls> | ControlValues<typeof rangeSliderControls>

/**
 * The slider machine both demos run. The value is held here (controlled) so zag re-clamps
 * it into a new min/max the moment a control changes; with an uncontrolled value the thumb
 * would sit outside the new range until touched.
 */
export function useSliderDemo(values: SliderValues, initialValue: number[], name: string) {
  const [value, setValue] = useState(initialValue)
  const problem = sliderRangeProblem(values, initialValue.length)
  const log = useDemoLog()
  useEffect(() => {
    if (problem) log(`slider settings ignored: ${problem}`)
  }, [problem, log])

  const service = useDemoMachine(slider.machine, {
    ...values,
    ...(problem ? DEFAULT_SLIDER_RANGE : {}),
    ...(problem && "minStepsBetweenThumbs" in values ? { minStepsBetweenThumbs: 0 } : {}),
    name,
    value,
    onValueChange: (details) => setValue(details.value),
  })
  return { api: slider.connect(service, normalizeProps), problem }
}
