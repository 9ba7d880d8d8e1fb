import type { DemoProps } from "../kit/runtime/demo-types"
import { Handle, SplitGroup } from "./split-group"
import type { controls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * Sizes in pixels rather than percent: the sidebar starts at 120px and stays between 120px
 * and 200px however wide the splitter is, while the content takes the rest.
 */
export default function SplitterPixelConstraints({ values }: DemoProps<typeof controls>) {
  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <SplitGroup
          label="splitter"
          {...values}
          panels={[{ id: "sidebar", minSize: "120px", maxSize: "200px" }, { id: "content" }]}
          defaultSize={["120px", "68%"]}
        >
          {(api) => (
            <>
              <div {...api.getPanelProps({ id: "sidebar" })}>120–200px</div>
              <Handle api={api} id="sidebar:content" label="Resize the sidebar" />
              <div {...api.getPanelProps({ id: "content" })}>Content</div>
            </>
          )}
        </SplitGroup>
      </div>
    </div>
  )
}
