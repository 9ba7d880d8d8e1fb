import type { DemoMachineInfo } from "./event-types"
import { machineDescriber } from "./element-extras-loader"
import { inspectorOf } from "./state-events"

export type {
  DemoElementApi,
  DemoMachineInfo,
  MachineInfo,
  MachineTransitionInfo,
} from "./event-types"

/**
 * What `element.machineInfo` returns: null until the demo runs and the code that reads its
 * machines is here (`await element.ready` waits for both; a first read starts fetching it).
 * The main machine is the one named `"machine"` (the default label), else the first mounted.
 */
export function machineInfoOf(element: HTMLElement): DemoMachineInfo | null {
  const describer = machineDescriber.current()
  if (!describer) {
    machineDescriber.load().catch(() => {
      // Stays null; the next read tries again.
    })
    return null
  }
  const machines = (inspectorOf(element)?.getSnapshots() ?? []).map(describer.describeMachine)
  const main = machines.find((machine) => machine.label === "machine") ?? machines[0]
  return main ? { ...main, machines } : null
}
