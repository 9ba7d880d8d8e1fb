import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import * as accordion from "@zag-js/accordion"
import * as combobox from "@zag-js/combobox"
import { catalog } from "../../src/catalog"
import {
  deriveGraph,
  type MachineDefinition,
} from "../../src/components/kit/visualizer/machine-graph"
import { sourceFileNames } from "../../scripts/catalog/demo-folders"
import { demoMachines } from "./demo-machines"

/** The source of every module in a folder (`/src/components/x`, from the repository's root). */
function folderSource(folder: string): string {
  const dir = new URL(`../..${folder}/`, import.meta.url)
  return sourceFileNames(readdirSync(dir))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(new URL(file, dir), "utf8"))
    .join("\n")
}

/**
 * The source of the demo's folder, and of the other demos' folders it imports from (a
 * composition reuses the popover's card or the menu's hook); never the kit's.
 */
function demoFolderSource(folder: string): string {
  const own = folderSource(folder)
  const borrowed = new Set(
    [...own.matchAll(/from "\.\.\/([a-z0-9-]+)\//g)]
      .map(([, name]) => name!)
      .filter((name) => name !== "kit"),
  )
  return [own, ...[...borrowed].map((name) => folderSource(`/src/components/${name}`))].join("\n")
}

describe("machine graph", () => {
  it("has an entry for exactly the catalog's demos", () => {
    expect(Object.keys(demoMachines).sort()).toEqual(catalog.map((entry) => entry.slug).sort())
  })

  it("lists the machines each demo's folder actually imports and runs", () => {
    for (const { slug, folder } of catalog) {
      const source = demoFolderSource(folder)
      const packages = Object.keys(demoMachines[slug]!).map((name) =>
        name === "toast group" ? "toast" : name,
      )
      for (const pkg of packages) expect(source, slug).toContain(`from "@zag-js/${pkg}"`)
      expect(packages.length > 0, `${slug} runs a machine`).toBe(source.includes("useDemoMachine("))
    }
  })

  for (const [slug, machines] of Object.entries(demoMachines)) {
    for (const [name, machine] of Object.entries(machines)) {
      it(`charts ${slug}'s ${name} machine`, () => {
        const graph = deriveGraph(machine)
        const ids = new Set(graph.states.map((state) => state.id))
        expect(graph.problems).toEqual([])
        expect(graph.states.length).toBeGreaterThan(0)
        expect(ids.has(graph.initial!)).toBe(true)
        for (const edge of graph.transitions) {
          expect(edge.source === null || ids.has(edge.source), edge.id).toBe(true)
          expect(edge.target === null || ids.has(edge.target), edge.id).toBe(true)
          expect(edge.branches.length).toBeGreaterThan(0)
        }
        // Every transition a machine declares is one branch of a charted edge.
        expect(graph.transitions.flatMap((edge) => edge.branches)).toHaveLength(
          countBranches(machine),
        )
      })
    }
  }

  it("reads the accordion's states, targets, guards and root transitions", () => {
    const graph = deriveGraph(accordion.machine as unknown as MachineDefinition)
    expect(graph.initial).toBe("idle")
    expect(graph.states.map((state) => state.id)).toEqual(["idle", "focused"])
    const byId = new Map(graph.transitions.map((edge) => [edge.id, edge]))
    expect(byId.get("idle TRIGGER.FOCUS focused")).toMatchObject({ guarded: false })
    expect(byId.get("focused TRIGGER.CLICK =")?.branches.map((branch) => branch.guard)).toEqual([
      "isExpanded && canToggle",
      "!isExpanded",
    ])
    expect(byId.get("* VALUE.SET =")).toMatchObject({ source: null, target: null })
  })

  it("charts nested states with their parent and resolves targets to the entered leaf", () => {
    const graph = deriveGraph(combobox.machine as unknown as MachineDefinition)
    const open = graph.states.find((state) => state.id === "open")!
    expect(open.children).toContain("open.interacting")
    expect(graph.states.find((state) => state.id === "open.interacting")?.parent).toBe("open")
    expect(graph.initial).toBe("closed.idle")
    const opening = graph.transitions.find(
      (edge) => edge.source === "closed.idle" && edge.event === "TRIGGER.CLICK" && edge.target,
    )
    expect(opening?.target).toBe("open.interacting")
  })

  it("reports an unknown target instead of throwing", () => {
    const graph = deriveGraph({
      initialState: () => "a",
      states: { a: { on: { GO: { target: "nowhere" }, HOP: { target: "#missing" } } } },
    })
    expect(graph.problems).toEqual(['a: unknown target "nowhere"', 'a: unknown target "#missing"'])
    expect(graph.transitions).toEqual([])
  })
})

function countBranches(machine: MachineDefinition): number {
  type On = Record<string, unknown> | undefined
  const count = (on: On) =>
    Object.values(on ?? {}).reduce<number>(
      (sum, set) => sum + (Array.isArray(set) ? set.length : set ? 1 : 0),
      0,
    )
  const walk = (states: MachineDefinition["states"] | undefined): number =>
    Object.values(states ?? {}).reduce<number>(
      (sum, state) => sum + (state ? count(state.on as On) + walk(state.states) : 0),
      0,
    )
  return count(machine.on as On) + walk(machine.states)
}
