import * as splitter from "@zag-js/splitter"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { checkPanelSizes } from "./splitter-settings"
import type { controls as splitterControls } from "./splitter.controls"
import styles from "./splitter.css?inline"

export { styles }

const HANDLE = { id: "a:b" } as const

export default function SplitterDemo({ values }: DemoProps<typeof splitterControls>) {
  const log = useDemoLog()
  const { sizeA, sizeB, minSizeA, minSizeB, problems } = checkPanelSizes(values)
  const problemText = problems.join(" ")
  useEffect(() => {
    if (problemText) log(`splitter settings ignored: ${problemText}`)
  }, [problemText, log])

  // zag re-reads panels and defaultSize whenever they change, so the controls apply live.
  const service = useDemoMachine(splitter.machine, {
    orientation: values.orientation,
    dir: values.dir,
    panels: [
      { id: "a", minSize: minSizeA },
      { id: "b", minSize: minSizeB },
    ],
    defaultSize: [sizeA, sizeB],
    onResizeEnd: (details) => log("resized", details.size),
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "a" })}>A</div>
          <div {...api.getResizeTriggerProps(HANDLE)} aria-label="Resize panels A and B">
            <div {...api.getResizeTriggerIndicator(HANDLE)} />
          </div>
          <div {...api.getPanelProps({ id: "b" })}>B</div>
        </div>
      </div>
      {problems.map((problem) => (
        <DemoProblem key={problem}>{problem}</DemoProblem>
      ))}
    </div>
  )
}
