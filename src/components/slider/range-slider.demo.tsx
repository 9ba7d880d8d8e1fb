import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as rangeSliderControls } from "./range-slider.controls"
import styles from "./slider.css?inline"
import { SliderView } from "./slider-view"
import { useSliderDemo } from "./use-slider-demo"

export { styles }

const INITIAL_VALUE = [10, 60]
const MARKERS = [10, 30, 50, 90]

export default function RangeSliderDemo({ values }: DemoProps<typeof rangeSliderControls>) {
  const { api, problem } = useSliderDemo(values, INITIAL_VALUE, "quantity")
  return <SliderView api={api} label="Quantity" markers={MARKERS} problem={problem} />
}
