import { createContext, useContext, type ReactNode } from "react"
import { createDemoLog, type DemoLog } from "./demo-log"
import { createInspector, type Inspector } from "./inspector"

/**
 * What a demo needs from wherever it is mounted, without knowing where that is: the root
 * node its machines must query (a shadow root inside an element), the element's tag for
 * error reports, the log its lines go to, and the inspector the Visualizer reads.
 */
export interface DemoEnvironment {
  getRootNode: () => ShadowRoot | Document
  logPrefix: string
  log: DemoLog
  inspector: Inspector
}

const fallbackEnvironment: DemoEnvironment = {
  getRootNode: () => document,
  logPrefix: "[statebook]",
  log: createDemoLog(),
  inspector: createInspector(),
}

const DemoEnvironmentContext = createContext<DemoEnvironment>(fallbackEnvironment)

export function DemoEnvironmentProvider(props: { value: DemoEnvironment; children: ReactNode }) {
  return (
    <DemoEnvironmentContext.Provider value={props.value}>
      {props.children}
    </DemoEnvironmentContext.Provider>
  )
}

export function useDemoEnvironment(): DemoEnvironment {
  return useContext(DemoEnvironmentContext)
}
