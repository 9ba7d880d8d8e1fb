import type * as slider from "@zag-js/slider"
import type { PropTypes } from "@zag-js/react"
import { DemoProblem } from "../kit/parts/demo-problem"
import { useFormLog } from "../kit/runtime/form-log"

interface SliderViewProps {
  api: slider.Api<PropTypes>
  label: string
  markers: readonly number[]
  /** Why the current settings were set aside, shown to the visitor. */
  problem: string | null
}

/** The markup both slider demos share: label, value text, track, thumbs and markers. */
export function SliderView({ api, label, markers, problem }: SliderViewProps) {
  const formLog = useFormLog()
  return (
    <form {...formLog}>
      <div {...api.getRootProps()}>
        <div className="sb-slider-header">
          <label {...api.getLabelProps()}>{label}</label>
          <output {...api.getValueTextProps()}>{api.value.join(" - ")}</output>
        </div>
        <div className="sb-slider-body">
          <SliderControl api={api} />
          <div {...api.getMarkerGroupProps()}>
            {markers.map((value) => (
              <span key={value} {...api.getMarkerProps({ value })}>
                {value}
              </span>
            ))}
          </div>
        </div>
      </div>
      {problem && <DemoProblem>{problem} Showing 0 to 100 in steps of 1.</DemoProblem>}
    </form>
  )
}

/** The track, its filled range and one thumb (with its form field) per value. */
export function SliderControl({ api }: { api: slider.Api<PropTypes> }) {
  return (
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
  )
}
