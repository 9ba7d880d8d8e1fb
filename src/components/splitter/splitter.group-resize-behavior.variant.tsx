import type { DemoProps } from "../kit/runtime/demo-types"
import { Handle, SplitGroup } from "./split-group"
import type { controls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * What happens when the splitter itself changes size: the left panel keeps its width in
 * pixels (`resizeBehavior: "preserve-pixel-size"`) and the right one takes all of the
 * change, where panels sized in percent would both grow and shrink with it.
 */
export default function SplitterGroupResizeBehavior({ values }: DemoProps<typeof controls>) {
  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <SplitGroup
          label="splitter"
          {...values}
          panels={[
            { id: "left", minSize: "80px", resizeBehavior: "preserve-pixel-size" },
            { id: "right", minSize: "80px" },
          ]}
          defaultSize={["120px", "68%"]}
        >
          {(api) => (
            <>
              <div {...api.getPanelProps({ id: "left" })}>Keeps its width</div>
              <Handle api={api} id="left:right" label="Resize the two panels" />
              <div {...api.getPanelProps({ id: "right" })}>Takes the change</div>
            </>
          )}
        </SplitGroup>
      </div>
    </div>
  )
}
