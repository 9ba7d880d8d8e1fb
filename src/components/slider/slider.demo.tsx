import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as sliderControls } from "./slider.controls"
import styles from "./slider.css?inline"
import { SliderView } from "./slider-view"
import { useSliderDemo } from "./use-slider-demo"

export { styles }

const INITIAL_VALUE = [0]
const MARKERS = [10, 30, 90]

export default function SliderDemo({ values }: DemoProps<typeof sliderControls>) {
  const { api, problem } = useSliderDemo(values, INITIAL_VALUE, "slider")
  return <SliderView api={api} label="Slider Label" markers={MARKERS} problem={problem} />
}
