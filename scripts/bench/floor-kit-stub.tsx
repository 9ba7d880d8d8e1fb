import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { useMachine } from "@zag-js/react"
import { useId, type ReactNode } from "react"

/**
 * The floor page renders a demo with plain React, without the kit. The bundler swaps the
 * kit's `use-demo-machine` and `demo-environment` modules for this one, which keeps only what
 * zag itself needs: a unique id, and the document as the root node (the kit also feeds the
 * Visualizer and routes log lines to the element; neither exists here).
 */

const ignore = () => {}
const environment = {
  getRootNode: () => document,
  logPrefix: "[floor]",
  log: { write: ignore, subscribe: () => ignore, getEntries: () => [] },
  inspector: { publish: ignore, remove: ignore, subscribe: () => ignore, getSnapshots: () => [] },
}

export const useDemoEnvironment = () => environment

export const DemoEnvironmentProvider = (props: { children: ReactNode }) => props.children

export function useDemoMachine<T extends MachineSchema>(
  machine: Machine<T>,
  props: Partial<T["props"]>,
): Service<T> {
  return useMachine(machine, { id: useId(), ...props } as Partial<T["props"]>)
}
