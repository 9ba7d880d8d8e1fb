import { existsSync, readFileSync } from "node:fs"
import { catalog } from "../../src/catalog"
import type { MachineDefinition } from "../../src/components/kit/visualizer/machine-graph"
import { zagPackagesOf, type ReadSource } from "../../scripts/bench/demo-imports"

type Machines = Record<string, MachineDefinition>

const readSource: ReadSource = (path) => {
  const url = new URL(`../../${path}`, import.meta.url)
  return existsSync(url) ? readFileSync(url, "utf8") : undefined
}

/**
 * The machines a zag package exports: its `machine`, and a group's (`toast group`) where it
 * has one. Helper packages a demo imports (positioning, date utilities) export none.
 */
function machinesOf(name: string, module: Record<string, unknown>): Machines {
  const found: Machines = {}
  const { machine, group } = module as { machine?: unknown; group?: { machine?: unknown } }
  if (machine) found[name] = machine as MachineDefinition
  if (group?.machine) found[`${name} group`] = group.machine as MachineDefinition
  return found
}

/**
 * The machines each catalog demo runs, keyed by the package that exports them, derived from
 * the `@zag-js/*` imports of the demo and the files it imports from its folder (as the bench
 * reads them): a new demo, or a demo switching machines, is swept with no table to edit.
 */
export const demoMachines: Record<string, Machines> = Object.fromEntries(
  await Promise.all(
    catalog.map(async (entry) => {
      const machines: Machines = {}
      for (const pkg of zagPackagesOf(entry.files.demo.replace(/^\.\//, "src/"), readSource))
        Object.assign(
          machines,
          machinesOf(pkg.slice("@zag-js/".length), await import(/* @vite-ignore */ pkg)),
        )
      return [entry.slug, machines] as const
    }),
  ),
)
