import * as angleSlider from "@zag-js/angle-slider"
import { normalizeProps } from "@zag-js/react"
import { angleSliderMarkers } from "./angle-slider-markers"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as angleSliderControls } from "./angle-slider.controls"
import styles from "./angle-slider.css?inline"

export { styles }

export default function AngleSliderDemo({ values }: DemoProps<typeof angleSliderControls>) {
  const service = useDemoMachine(angleSlider.machine, { ...values, name: "angle" })
  const api = angleSlider.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      {/* The thumb is labelled by this label, so a screen reader hears the angle with it. */}
      <label {...api.getLabelProps()}>
        Angle Slider: <span {...api.getValueTextProps()}>{api.valueAsDegree}</span>
      </label>
      <div {...api.getControlProps()}>
        <div {...api.getThumbProps()} />
        <div {...api.getMarkerGroupProps()}>
          {angleSliderMarkers.map((value) => (
            <div key={value} {...api.getMarkerProps({ value })} />
          ))}
        </div>
      </div>
      <input {...api.getHiddenInputProps()} />
    </div>
  )
}
