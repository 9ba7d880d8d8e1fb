export type {
  DemoElementApi,
  DemoMachineInfo,
  MachineInfo,
  MachineTransitionInfo,
} from "./event-types"
