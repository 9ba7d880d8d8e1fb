import { DemoLogView } from "./demo-log-view"
import { Visualizer } from "../visualizer/visualizer"
import { useAdoptedSheet } from "../runtime/stylesheets"
import visualizerTabCss from "./visualizer-tab.css?inline"

/**
 * The Visualizer tab's content: the machines and the demo's log. A chunk of its own, fetched
 * the first time the tab opens, so an embed's toolbar costs its tabs and Controls form only.
 */
export default function VisualizerTab() {
  useAdoptedSheet("visualizer-tab", visualizerTabCss)
  return (
    <>
      <Visualizer />
      <DemoLogView />
    </>
  )
}
