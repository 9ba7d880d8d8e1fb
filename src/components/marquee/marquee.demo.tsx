import * as marquee from "@zag-js/marquee"
import { normalizeProps } from "@zag-js/react"
import { FruitLogo } from "./fruit-logo"
import { marqueeItems } from "./marquee-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as marqueeControls } from "./marquee.controls"
import styles from "./marquee.css?inline"

export { styles }

type Side = marquee.Side

export default function MarqueeDemo({ values }: DemoProps<typeof marqueeControls>) {
  const service = useDemoMachine(marquee.machine, { ...values, spacing: "2rem" })
  const api = marquee.connect(service, normalizeProps)
  // The fading edges sit where items come in and go out: left and right, or top and bottom.
  const edges: Side[] = api.orientation === "vertical" ? ["top", "bottom"] : ["start", "end"]

  return (
    <div className="sb-marquee">
      <div {...api.getRootProps()}>
        <div {...api.getEdgeProps({ side: edges[0]! })} />
        <div {...api.getViewportProps()}>
          {/* The first copy is read; zag hides the copies that close the loop from screen readers. */}
          {Array.from({ length: api.contentCount }, (_, index) => (
            <div key={index} {...api.getContentProps({ index })}>
              {marqueeItems.map((item) => (
                <div key={item.name} {...api.getItemProps()}>
                  <FruitLogo item={item} />
                  <span className="sb-marquee-name">{item.name}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
        <div {...api.getEdgeProps({ side: edges[1]! })} />
      </div>
      {/* Moving content needs a way to stop it for people who cannot read it while it moves. */}
      <div className="sb-row">
        <button type="button" onClick={() => api.pause()}>
          Pause
        </button>
        <button type="button" onClick={() => api.resume()}>
          Resume
        </button>
        <button type="button" onClick={() => api.togglePause()}>
          Toggle
        </button>
        <span role="status">Status: {api.paused ? "Paused" : "Playing"}</span>
      </div>
    </div>
  )
}
