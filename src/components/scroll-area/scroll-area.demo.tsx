import { normalizeProps } from "@zag-js/react"
import * as scrollArea from "@zag-js/scroll-area"
import { scrollAreaRows } from "./scroll-area-rows"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as scrollAreaControls } from "./scroll-area.controls"
import styles from "./scroll-area.css?inline"

export { styles }

type Orientation = NonNullable<scrollArea.ScrollbarProps["orientation"]>

/** Wider than the area, as in zag's example, so the rows scroll sideways too. */
const CONTENT_WIDTH = "800px"

export default function ScrollAreaDemo({ values }: DemoProps<typeof scrollAreaControls>) {
  const service = useDemoMachine(scrollArea.machine, { dir: values.dir })
  const api = scrollArea.connect(service, normalizeProps)
  const contentProps = api.getContentProps()
  const overflows: Record<Orientation, boolean> = {
    vertical: api.hasOverflowY,
    horizontal: api.hasOverflowX,
  }

  return (
    <div className="sb-scroll-area">
      <button type="button" onClick={() => api.scrollToEdge({ edge: "bottom" })}>
        Scroll to bottom
      </button>
      <div {...api.getRootProps()}>
        {/*
          The viewport is what scrolls, so keys must reach it: zag makes it focusable only when
          both axes overflow; one is enough. Focus lands on it, so it is a named region.
        */}
        <div
          {...api.getViewportProps()}
          tabIndex={api.hasOverflowX || api.hasOverflowY ? 0 : undefined}
          role="region"
          aria-label="Rows 0 to 99"
        >
          <div {...contentProps} style={{ ...contentProps.style, minWidth: CONTENT_WIDTH }}>
            {scrollAreaRows.map((row) => (
              <div key={row}>{row}</div>
            ))}
          </div>
        </div>
        {(["vertical", "horizontal"] as const).map(
          (orientation) =>
            overflows[orientation] && (
              <div key={orientation} {...api.getScrollbarProps({ orientation })}>
                <div {...api.getThumbProps({ orientation })} />
              </div>
            ),
        )}
        <div {...api.getCornerProps()} />
      </div>
    </div>
  )
}
