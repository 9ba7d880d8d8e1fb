import * as slider from "@zag-js/slider"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import type { ControlValues } from "../kit/runtime/controls"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as rangeSliderControls } from "./range-slider.controls"
import type { controls as sliderControls } from "./slider.controls"
import { DEFAULT_SLIDER_RANGE, sliderRangeProblem } from "./slider-settings"

type SliderValues = ControlValues<typeof sliderControls> | ControlValues<typeof rangeSliderControls>

/**
 * The slider machine both demos run. The machine owns the value (`defaultValue`), so no key
 * is lost between renders. zag fits a value into min, max and step only when it is set, so a
 * new range from the Controls tab sets the current value again: the thumbs move into the new
 * range at once instead of sitting outside it until touched.
 */
export function useSliderDemo(values: SliderValues, initialValue: number[], name: string) {
  const problem = sliderRangeProblem(values, initialValue.length)
  const log = useDemoLog()
  useEffect(() => {
    if (problem) log(`slider settings ignored: ${problem}`)
  }, [problem, log])

  const range = problem ? DEFAULT_SLIDER_RANGE : values
  const gap = problem || !("minStepsBetweenThumbs" in values) ? 0 : values.minStepsBetweenThumbs
  const service = useDemoMachine(slider.machine, {
    ...values,
    ...(problem ? DEFAULT_SLIDER_RANGE : {}),
    ...(problem && "minStepsBetweenThumbs" in values ? { minStepsBetweenThumbs: 0 } : {}),
    name,
    defaultValue: initialValue,
  })
  const api = slider.connect(service, normalizeProps)
  useSettingToMachine(`${range.min} ${range.max} ${range.step} ${gap}`, () =>
    api.setValue(api.value),
  )
  return { api, problem }
}
