import { useCallback, useEffect, useId } from "react"
import { useDemoEnvironment } from "./demo-environment"
import type { MachineSnapshot } from "./inspector"

/**
 * One entry of the Visualizer for the calling component: returns a function that publishes
 * its latest snapshot, and removes the entry when the component unmounts.
 */
export function useVisualizerEntry(): (snapshot: MachineSnapshot) => void {
  const { inspector } = useDemoEnvironment()
  const key = useId()
  useEffect(() => () => inspector.remove(key), [inspector, key])
  return useCallback((snapshot) => inspector.publish(key, snapshot), [inspector, key])
}
