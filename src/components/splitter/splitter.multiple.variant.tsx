import type { DemoProps } from "../kit/runtime/demo-types"
import { Handle, SplitGroup } from "./split-group"
import type { controls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

const PANELS = ["A", "B", "C"] as const

/**
 * Three panels and two handles in one splitter: each handle moves only the two panels beside
 * it, A and C never go below 15 percent, and F6 moves focus from handle to handle.
 */
export default function SplitterMultiple({ values }: DemoProps<typeof controls>) {
  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <SplitGroup
          label="splitter"
          {...values}
          panels={[{ id: "a", minSize: 15 }, { id: "b" }, { id: "c", minSize: 15 }]}
          defaultSize={[25, 50, 25]}
        >
          {(api) =>
            PANELS.map((name, index) => {
              const id = name.toLowerCase()
              const next = PANELS[index + 1]
              return [
                <div key={id} {...api.getPanelProps({ id })}>
                  {name}
                </div>,
                next ? (
                  <Handle
                    key={`${id}:handle`}
                    api={api}
                    id={`${id}:${next.toLowerCase()}`}
                    label={`Resize panels ${name} and ${next}`}
                  />
                ) : null,
              ]
            })
          }
        </SplitGroup>
      </div>
    </div>
  )
}
