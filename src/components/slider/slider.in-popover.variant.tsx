import { normalizeProps } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import popoverCss from "../popover/popover.css?inline"
import { PopoverCard, type PopoverSettings } from "../popover/popover-card"
import type { controls as inPopoverControls } from "./slider.in-popover.controls"
import sliderCss from "./slider.css?inline"
import { SliderControl } from "./slider-view"

export const styles = popoverCss + sliderCss

// zag's page: a modal popover, so focus stays inside while the thumbs are used.
const POPOVER: PopoverSettings = {
  modal: true,
  closeOnEscape: true,
  closeOnInteractOutside: true,
  placement: "bottom-start",
}

function QuantityRange({ values }: DemoProps<typeof inPopoverControls>) {
  const service = useDemoMachine(
    slider.machine,
    { ...values, name: "quantity", defaultValue: [10, 60] },
    { label: "slider" },
  )
  const api = slider.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <div className="sb-slider-header">
        <label {...api.getLabelProps()}>Quantity</label>
        <output {...api.getValueTextProps()}>{api.value.join(" - ")}</output>
      </div>
      <SliderControl api={api} />
    </div>
  )
}

/**
 * zag's slider/in-popover: a range slider in a modal popover. A drag that starts on a thumb
 * and ends past the popover's edge is still the slider's: the popover must not take the
 * release outside it as a click outside and close.
 */
export default function SliderInPopover(props: DemoProps<typeof inPopoverControls>) {
  return (
    <div className="sb-row">
      <button type="button">Button before</button>
      <PopoverCard
        settings={POPOVER}
        machineLabel="popover"
        triggerText="Filter by quantity"
        title="Filter"
        description="Drag either thumb, or use the arrow keys."
      >
        <QuantityRange {...props} />
      </PopoverCard>
      <button type="button">Button after</button>
    </div>
  )
}
