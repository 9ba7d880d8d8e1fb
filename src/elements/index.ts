/**
 * `statebook/elements`: importing this module registers every demo element. Each demo's
 * code is fetched the first time one of its elements connects.
 */
import { registerDemoElements } from "./register"

registerDemoElements()

export { registerDemoElements } from "./register"
export { catalog, demoTag } from "../catalog"
export type { StateChangeDetail, ControlsChangeDetail } from "./state-events"
export type {
  DemoElementApi,
  DemoMachineInfo,
  MachineInfo,
  MachineTransitionInfo,
} from "./machine-info"
