import { mergeProps, normalizeProps } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import tooltipCss from "../tooltip/tooltip.css?inline"
import type { controls as tooltipSliderControls } from "./slider.tooltip.controls"
import sliderCss from "./slider.css?inline"

export const styles = tooltipCss + sliderCss

/**
 * zag's slider/tooltip: a tooltip machine anchored to the thumb (its trigger id is the thumb's
 * id) and opened by the slider, not by hover: while the thumb is dragged, and here also while
 * it has focus, so keyboard users see the number they step.
 */
export default function SliderTooltip({ values }: DemoProps<typeof tooltipSliderControls>) {
  const thumbId = `${useId()}-thumb`
  const sliderService = useDemoMachine(
    slider.machine,
    {
      ...values,
      name: "volume",
      defaultValue: [40],
      thumbSize: { width: 20, height: 20 },
      ids: { thumb: () => thumbId },
    },
    { label: "slider" },
  )
  const api = slider.connect(sliderService, normalizeProps)
  const tooltipService = useDemoMachine(
    tooltip.machine,
    {
      ids: { trigger: thumbId },
      open: api.dragging || api.focused,
      positioning: { ...overlayPositioning, placement: "top" },
    },
    { label: "tooltip" },
  )
  const tip = tooltip.connect(tooltipService, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Volume</label>
      <div {...api.getControlProps()}>
        <div {...api.getTrackProps()}>
          <div {...api.getRangeProps()} />
        </div>
        {/* The slider's props last: the thumb keeps its own part, id and keys. */}
        <div {...mergeProps(tip.getTriggerProps(), api.getThumbProps({ index: 0 }))}>
          <input {...api.getHiddenInputProps({ index: 0 })} />
        </div>
        {/* Inline, not portalled: the tooltip stays in the element's shadow root. */}
        <div {...tip.getPositionerProps()}>
          <div {...tip.getContentProps()}>{api.value[0]}</div>
        </div>
      </div>
    </div>
  )
}
