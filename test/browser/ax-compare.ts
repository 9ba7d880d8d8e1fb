/**
 * Holds the Accessibility tab's parts table (`element.accessibilityInfo`) against Chromium's
 * accessibility tree for the same elements, read over the DevTools protocol. Facts compared:
 * whether the part is exposed at all, its role, name and description, and the states both sides report
 * (expanded, selected, checked, pressed, disabled, value now/min/max/text, controls, active
 * descendant, live), focusable and focused.
 */
import { executeServerCommand } from "@web/test-runner-commands"
import { partElements } from "../../src/components/kit/accessibility/accessible-parts"
import type { AccessiblePartInfo, DemoAccessibilityInfo } from "../../src/elements/api/event-types"
import { nextFrame } from "./helpers"

interface AxNode {
  role: string
  name: string
  description: string
  ignored: boolean
  value?: unknown
  properties: Record<string, unknown>
}

export interface Comparison {
  /** Parts held against the tree, and facts compared over them. */
  parts: number
  facts: number
  mismatches: string[]
}

const PROBE = "data-ax-probe"

// Roles both sides name differently for the same thing: Chromium calls an img "image".
const CHROMIUM_ROLE: Record<string, string> = { img: "image" }
// What Chromium calls an element with no role of its own: text containers, a label.
const NO_ROLE = new Set(["generic", "none", "LabelText", "StaticText"])
// Structure Chromium may leave out of the tree when it has no name (a table's row group).
const PRUNABLE = new Set([...NO_ROLE, "rowgroup"])

// The states compared, and Chromium's name for each where it differs.
const STATES: Record<string, string> = {
  expanded: "expanded",
  selected: "selected",
  checked: "checked",
  pressed: "pressed",
  disabled: "disabled",
  valuemin: "valuemin",
  valuemax: "valuemax",
  valuetext: "valuetext",
  controls: "controls",
  activedescendant: "activedescendant",
  live: "live",
}

export async function compareWithChromium(
  element: HTMLElement,
  stage: Element,
): Promise<Comparison> {
  const info = (element as HTMLElement & { accessibilityInfo: DemoAccessibilityInfo | null })
    .accessibilityInfo
  if (!info) throw new Error("accessibilityInfo is null: await element.ready first")
  const elements = partElements(stage)
  elements.forEach((part, index) => part.setAttribute(PROBE, String(index)))
  let nodes: Record<string, AxNode>
  try {
    await nextFrame()
    nodes = (await executeServerCommand("ax-nodes", { attribute: PROBE })) as Record<string, AxNode>
  } finally {
    for (const part of elements) part.removeAttribute(PROBE)
  }
  const comparison: Comparison = { parts: 0, facts: 0, mismatches: [] }
  info.parts.forEach((part, index) => comparePart(part, nodes[String(index)], index, comparison))
  return comparison
}

function comparePart(
  ours: AccessiblePartInfo,
  ax: AxNode | undefined,
  index: number,
  comparison: Comparison,
) {
  const label = `${ours.scope} ${ours.part} #${index + 1}`
  const differ = (what: string, mine: unknown, chromium: unknown) => {
    comparison.facts++
    if (String(mine) !== String(chromium))
      comparison.mismatches.push(
        `${label} ${what}: table ${JSON.stringify(mine)}, Chromium ${JSON.stringify(chromium)}`,
      )
  }
  comparison.parts++
  const exposed = !!ax && !ax.ignored
  if (ours.hidden || !exposed) {
    // Chromium leaves out (ignores) hidden elements and elements with nothing to say.
    const nothingToSay = PRUNABLE.has(ours.role) && !ours.name
    differ("exposed", !ours.hidden && !nothingToSay, exposed)
    return
  }
  const role = NO_ROLE.has(ours.role) ? "no role" : (CHROMIUM_ROLE[ours.role] ?? ours.role)
  differ("role", role, NO_ROLE.has(ax.role) ? "no role" : ax.role)
  differ("name", ours.name, ax.name.replace(/\s+/g, " ").trim())
  differ("description", ours.description, ax.description.replace(/\s+/g, " ").trim())
  const mine = Object.fromEntries(ours.states.map((state) => [state.name, state.value]))
  for (const [name, chromiumName] of Object.entries(STATES)) {
    const theirs = ax.properties[chromiumName]
    const value = mine[name]
    // Chromium reports false booleans only for some roles: absent and "false" agree.
    const normalize = (v: unknown) =>
      v === undefined ||
      v === null ||
      v === false ||
      v === "false" ||
      (Array.isArray(v) && v.length === 0)
        ? ""
        : Array.isArray(v)
          ? v.join(",")
          : String(v)
    if (name === "controls" || name === "activedescendant") {
      // Chromium drops a relation to a hidden element; the table marks such targets "(hidden)".
      const shown = (value ?? "")
        .split(", ")
        .filter((target) => target && !target.endsWith("(hidden)"))
      differ(name, shown.length > 0 ? "set" : "", normalize(theirs) ? "set" : "")
      continue
    }
    if (name === "live" && ours.role === "generic") continue
    differ(name, normalize(value), normalize(theirs))
  }
  const valuenow = mine.valuenow
  if (valuenow !== undefined || ax.properties.valuemin !== undefined)
    differ("valuenow", valuenow ?? "", ax.value ?? "")
  differ("focusable", ours.focusable !== "not focusable", ax.properties.focusable === true)
  differ("focused", ours.focused, ax.properties.focused === true)
}
