import * as splitter from "@zag-js/splitter"
import type { DemoProps } from "../kit/runtime/demo-types"
import { Handle, SplitGroup } from "./split-group"
import type { controls as splitterControls } from "./splitter.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * zag's registry lets nested splitters share pointer handling: where a vertical handle meets
 * a horizontal one, one drag moves both. One registry serves every instance of the variant.
 */
const registry = splitter.registry()

/**
 * An editor layout: files, an editor column and an outline side by side, and inside the
 * editor column a second, vertical splitter (editor, terminal, problems). Each splitter is
 * its own machine; the inner one sizes itself within the panel that holds it.
 */
export default function SplitterNested({ values }: DemoProps<typeof splitterControls>) {
  const { dir } = values
  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame sb-splitter-nested">
        <SplitGroup
          label="outer splitter"
          dir={dir}
          registry={registry}
          orientation="horizontal"
          panels={[{ id: "files" }, { id: "main" }, { id: "outline" }]}
          defaultSize={[20, 60, 20]}
        >
          {(outer) => (
            <>
              <div {...outer.getPanelProps({ id: "files" })}>Files</div>
              <Handle api={outer} id="files:main" label="Resize Files and the editor column" />
              <div {...outer.getPanelProps({ id: "main" })}>
                <SplitGroup
                  label="inner splitter"
                  dir={dir}
                  registry={registry}
                  orientation="vertical"
                  panels={[{ id: "editor" }, { id: "terminal" }, { id: "problems" }]}
                  defaultSize={[50, 30, 20]}
                >
                  {(inner) => (
                    <>
                      <div {...inner.getPanelProps({ id: "editor" })}>Editor</div>
                      <Handle api={inner} id="editor:terminal" label="Resize Editor and Terminal" />
                      <div {...inner.getPanelProps({ id: "terminal" })}>Terminal</div>
                      <Handle
                        api={inner}
                        id="terminal:problems"
                        label="Resize Terminal and Problems"
                      />
                      <div {...inner.getPanelProps({ id: "problems" })}>Problems</div>
                    </>
                  )}
                </SplitGroup>
              </div>
              <Handle api={outer} id="main:outline" label="Resize the editor column and Outline" />
              <div {...outer.getPanelProps({ id: "outline" })}>Outline</div>
            </>
          )}
        </SplitGroup>
      </div>
    </div>
  )
}
