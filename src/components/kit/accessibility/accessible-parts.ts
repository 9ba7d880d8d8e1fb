import { computeAccessibleDescription, getRole, isInaccessible } from "dom-accessibility-api"
import { accessibleName } from "./accessible-name"

/**
 * What a widget's parts say to assistive technology, read from the live DOM: the role, the
 * accessible name as computed by the accessible name algorithm (labels, aria-labelledby,
 * content; not the raw aria-label), and the states and properties a screen reader announces.
 * The Accessibility tab lists it; an element's `accessibilityInfo` returns it as data.
 */

export interface AccessibleState {
  /** The ARIA name of the state or property, without "aria-": "expanded", "valuenow". */
  name: string
  /** Its value as the browser exposes it ("true", "mixed", "42"); ids resolved to parts. */
  value: string
}

/** How focus can reach a part. */
export type Focusability = "tab stop" | "focusable" | "not focusable"

export interface AccessiblePart {
  /** zag's `data-scope` and `data-part`: which machine and which of its parts. */
  scope: string
  part: string
  /** The computed role; "generic" for an element with no role of its own. */
  role: string
  /** The computed accessible name ("" when it has none). */
  name: string
  /** The computed accessible description (aria-describedby, title): "" when it has none. */
  description: string
  states: AccessibleState[]
  focusable: Focusability
  /** Whether this part has focus now (the shadow root's or document's active element). */
  focused: boolean
  /** Whether a focused part points at this one with aria-activedescendant (focus it holds for it). */
  activeDescendant: boolean
  /** Hidden from assistive technology (display none, the hidden attribute, aria-hidden). */
  hidden: boolean
}

/** The parts of a widget in DOM order, popups included (zag renders them inside the stage). */
export function partElements(stage: Element): Element[] {
  return [...stage.querySelectorAll("[data-scope][data-part]")]
}

export function describeParts(stage: Element): AccessiblePart[] {
  const elements = partElements(stage)
  const focused = activeElementOf(stage)
  const activeId = focused?.getAttribute("aria-activedescendant")
  return elements.map((element) => describePart(element, elements, focused, activeId))
}

/** The deepest focused element of the stage's tree (its shadow root's, when it is in one). */
function activeElementOf(stage: Element): Element | null {
  const root = stage.getRootNode() as Document | ShadowRoot
  return root.activeElement
}

function describePart(
  element: Element,
  parts: Element[],
  focused: Element | null,
  activeId: string | null | undefined,
): AccessiblePart {
  const hidden = isInaccessible(element)
  const role = roleOf(element)
  return {
    scope: element.getAttribute("data-scope") ?? "",
    part: element.getAttribute("data-part") ?? "",
    role,
    name: hidden ? "" : normalizeSpace(accessibleName(element)),
    description: hidden ? "" : normalizeSpace(computeAccessibleDescription(element)),
    states: statesOf(element, role, parts),
    focusable: hidden ? "not focusable" : focusabilityOf(element),
    focused: element === focused,
    activeDescendant: !!activeId && element.id === activeId,
    hidden,
  }
}

const normalizeSpace = (text: string) => text.replace(/\s+/g, " ").trim()

// HTML elements whose implicit role (HTML-AAM) the library's table lacks.
const MORE_IMPLICIT_ROLES: Record<string, string> = { p: "paragraph" }

function roleOf(element: Element): string {
  return getRole(element) ?? MORE_IMPLICIT_ROLES[element.localName] ?? "generic"
}

function focusabilityOf(element: Element): Focusability {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return "not focusable"
  if (element.matches(":disabled")) return "not focusable"
  // tabIndex is 0 for natively focusable elements and -1 for others without the attribute.
  if (element.tabIndex >= 0) return "tab stop"
  return element.hasAttribute("tabindex") ? "focusable" : "not focusable"
}

// The states and properties a screen reader announces for the roles zag's widgets use, in the
// order they are listed. Each one's value comes from the attribute, else from the element's
// native equivalent (a checkbox's `checked`, an option's `selected`, a range input's value).
const ARIA_STATES = [
  "expanded",
  "selected",
  "checked",
  "pressed",
  "current",
  "disabled",
  "readonly",
  "required",
  "invalid",
  "haspopup",
  "modal",
  "multiselectable",
  "orientation",
  "level",
  "valuenow",
  "valuemin",
  "valuemax",
  "valuetext",
  "controls",
  "activedescendant",
  "live",
] as const

/** Properties whose values are id lists: shown as the parts they point to. */
const ID_REFERENCES = new Set(["controls", "activedescendant"])

/** Roles whose content is a live region without saying so (WAI-ARIA's implicit aria-live). */
const IMPLICIT_LIVE: Record<string, string> = {
  alert: "assertive",
  status: "polite",
  log: "polite",
  timer: "off",
  marquee: "off",
}

function statesOf(element: Element, role: string, parts: Element[]): AccessibleState[] {
  const states: AccessibleState[] = []
  for (const name of ARIA_STATES) {
    const value = stateValue(element, name, role, parts)
    if (value != null && value !== "") states.push({ name, value })
  }
  return states
}

function stateValue(element: Element, name: string, role: string, parts: Element[]) {
  const attribute = element.getAttribute(`aria-${name}`)
  if (attribute != null && ID_REFERENCES.has(name))
    return describeReferences(element, attribute, parts)
  if (attribute != null) return attribute
  return nativeState(element, name, role)
}

function nativeState(element: Element, name: string, role: string): string | null {
  if (name === "disabled") return element.matches(":disabled") ? "true" : null
  // The role as computed: an <output> is a status, and so a polite live region.
  if (name === "live") return IMPLICIT_LIVE[role] ?? null
  if (element instanceof HTMLInputElement) {
    const checkable = element.type === "checkbox" || element.type === "radio"
    if (name === "checked" && checkable)
      return element.indeterminate ? "mixed" : String(element.checked)
    if (name === "readonly" && element.readOnly) return "true"
    if (name === "required" && element.required) return "true"
    if (element.type === "range") {
      if (name === "valuenow") return element.value
      if (name === "valuemin") return element.min || "0"
      if (name === "valuemax") return element.max || "100"
    }
  }
  if (name === "selected" && element instanceof HTMLOptionElement) return String(element.selected)
  return null
}

/**
 * Each referenced id as the part it names ("item-content #4"), or as the bare id. A target
 * hidden from assistive technology says so: browsers drop the relation while it is hidden.
 */
function describeReferences(element: Element, ids: string, parts: Element[]): string {
  const root = element.getRootNode() as Document | ShadowRoot
  return ids
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const target = root.getElementById(id)
      if (!target) return `${id} (missing)`
      const index = parts.indexOf(target)
      const part = target.getAttribute("data-part")
      const named = part ? `${part}${index >= 0 ? ` #${index + 1}` : ""}` : id
      return isInaccessible(target) ? `${named} (hidden)` : named
    })
    .join(", ")
}
