import { getPlacement, getPlacementStyles, type Placement } from "@zag-js/popper"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useVisualizerEntry } from "../kit/runtime/use-visualizer-entry"
import type { controls as popperControls } from "./popper.controls"
import styles from "./popper.css?inline"

export { styles }

interface Computed {
  placement: Placement
  x: number
  y: number
}

/**
 * A positioning playground: `@zag-js/popper` places a floating box next to a reference inside
 * a scroll area. Its auto-update re-runs the computation on scroll and resize, so scrolling
 * the area shows flip and shift at work. There is no machine: the demo publishes the result
 * to the Visualizer itself.
 */
export default function PopperDemo({ values }: DemoProps<typeof popperControls>) {
  const { arrow, ...options } = values
  const area = useRef<HTMLDivElement>(null)
  const reference = useRef<HTMLButtonElement>(null)
  const floating = useRef<HTMLDivElement>(null)
  const [computed, setComputed] = useState<Computed | null>(null)
  const publish = useVisualizerEntry()

  // Start with the reference in the middle of the scroll area, room to scroll either way.
  useLayoutEffect(() => {
    const element = area.current!
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2
  }, [])

  const { placement, gutter, flip, slide, overlap, sameWidth } = options
  useEffect(() => {
    return getPlacement(reference.current, floating.current, {
      ...overlayPositioning,
      placement,
      gutter,
      flip,
      slide,
      overlap,
      sameWidth,
      // Scrolled out of the area, the reference is hidden: hide the box with it.
      hideWhenDetached: true,
      onComplete: (data) => setComputed({ placement: data.placement, x: data.x, y: data.y }),
    })
    // `arrow` is a dependency: the arrow element is looked up when positioning starts.
  }, [placement, gutter, flip, slide, overlap, sameWidth, arrow])

  useEffect(() => {
    publish({
      label: "popper",
      state: computed ? "positioned" : "measuring",
      context: {
        options: values,
        currentPlacement: computed?.placement,
        x: computed?.x,
        y: computed?.y,
      },
      events: [],
    })
  }, [publish, values, computed])

  const placementStyles = getPlacementStyles({
    placement: computed?.placement,
    sameWidth,
    strategy: overlayPositioning.strategy,
  })

  return (
    <>
      <p className="sb-popper-placement" aria-live="polite">
        Placement: {computed?.placement ?? placement}
      </p>
      <div
        ref={area}
        className="sb-popper-area"
        role="region"
        tabIndex={0}
        aria-label="Scroll area"
      >
        <div className="sb-popper-track">
          <button ref={reference} data-scope="popper" data-part="reference" type="button">
            Reference
          </button>
          <div
            ref={floating}
            data-scope="popper"
            data-part="floating"
            style={placementStyles.floating}
          >
            <div data-scope="popper" data-part="content" data-placement={computed?.placement}>
              {arrow && (
                <div data-scope="popper" data-part="arrow" style={placementStyles.arrow}>
                  <div data-scope="popper" data-part="arrow-tip" style={placementStyles.arrowTip} />
                </div>
              )}
              Floating
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
