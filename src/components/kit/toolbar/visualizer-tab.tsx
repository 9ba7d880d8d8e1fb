import { DemoLogView } from "./demo-log-view"
import { Visualizer } from "../visualizer/visualizer"

/**
 * The Visualizer tab's content: the machines and the demo's log. A chunk of its own, fetched
 * the first time the tab opens, so an embed's toolbar costs its tabs and Controls form only.
 */
export default function VisualizerTab() {
  return (
    <>
      <Visualizer />
      <DemoLogView />
    </>
  )
}
