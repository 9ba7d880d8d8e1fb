import { normalizeProps } from "@zag-js/react"
import * as scrollArea from "@zag-js/scroll-area"
import type { ReactNode } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls } from "./scroll-area.controls"
import styles from "./scroll-area.css?inline"

export { styles }

type Settings = DemoProps<typeof controls>["values"]

const lists = Array.from({ length: 5 }, (_, list) => list + 1)
const rows = Array.from({ length: 100 }, (_, row) => row)

function ScrollArea(props: {
  label: string
  className: string
  settings: Settings
  children: ReactNode
}) {
  const { label, className, settings, children } = props
  const service = useDemoMachine(scrollArea.machine, { dir: settings.dir })
  const api = scrollArea.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()} className={className}>
      {/* Each viewport scrolls on its own, so each is a focusable, named region. */}
      <div
        {...api.getViewportProps()}
        tabIndex={api.hasOverflowY ? 0 : undefined}
        role="region"
        aria-label={label}
      >
        <div {...api.getContentProps()}>{children}</div>
      </div>
      {api.hasOverflowY && (
        <div {...api.getScrollbarProps({ orientation: "vertical" })}>
          <div {...api.getThumbProps({ orientation: "vertical" })} />
        </div>
      )}
    </div>
  )
}

/** Scroll areas inside a scroll area: each machine tracks its own viewport and thumb. */
export default function ScrollAreaNested({ values }: DemoProps<typeof controls>) {
  return (
    <div className="sb-scroll-area">
      <ScrollArea label="All lists" className="sb-scroll-area-outer" settings={values}>
        {lists.map((list) => (
          <ScrollArea
            key={list}
            label={`List ${list}`}
            className="sb-scroll-area-inner"
            settings={values}
          >
            {rows.map((row) => (
              <div key={row}>
                List {list}, row {row}
              </div>
            ))}
          </ScrollArea>
        ))}
      </ScrollArea>
    </div>
  )
}
