"use client"
import {
  createElement,
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from "react"
import { attributeName } from "../components/kit/runtime/controls"
import { ELEMENT_EVENTS } from "../elements/api/element-api"
import { SERVER_SHADOW_PROP } from "./server-shadow"

// React components for the demo elements, for React hosts with server components (Next.js's
// App Router, and docs engines built on it). A server component cannot register a custom
// element: its imports run on the server only, where registering does nothing, and the tag
// it renders then never upgrades in the browser. These components are client components, so
// the module that registers the elements comes with them to the browser, and the tag they
// render is server-rendered with its attributes (no layout jump, no hydration mismatch).
// They use the host's React; the elements keep their own copy inside the bundle.
// Where the host resolves the `react-server` condition (Next.js), a server component gets
// the server-rendering twins of these components instead (src/react/server-component.ts):
// they render the widget in Node and hand its HTML to these through SERVER_SHADOW_PROP.

type EventProp = (typeof ELEMENT_EVENTS)[number]["prop"]

/** The element's events, by their React props (`onStateChange`, the React way of naming them). */
export const EVENT_PROPS = Object.fromEntries(
  ELEMENT_EVENTS.map((event) => [event.prop, event.name]),
) as Record<EventProp, string>
type Listeners = Partial<Record<EventProp, (event: Event) => void>>

/**
 * A setting as attribute text, the one form the element reads the same from the server's
 * HTML, from an attribute React sets and from a property React sets (its setters write the
 * attribute): `true` is a bare attribute, and `false` must be written out, since leaving the
 * attribute off means the default, which is `true` for some settings (`close-on-select`).
 */
export function attributeText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === "boolean") return value ? "" : "false"
  return String(value)
}

/**
 * Props to what the tag is given: the demo's settings and element options (camelCase keys)
 * as attribute text under their attribute names; every other prop (className, style, id,
 * aria-*) passes through. Event props are left out: they are listened to through a ref.
 */
export function tagProps(
  props: Record<string, unknown>,
  settingKeys: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (key in EVENT_PROPS || key === "children" || key === SERVER_SHADOW_PROP) continue
    if (!settingKeys.has(key)) out[key] = value
    else {
      const text = attributeText(value)
      if (text !== undefined) out[attributeName(key)] = text
    }
  }
  return out
}

/** Keeps the latest handlers in a ref, so listeners are added once per element. */
function useEventProps(props: Record<string, unknown>) {
  const handlers = useRef<Listeners>({})
  handlers.current = Object.fromEntries(
    Object.keys(EVENT_PROPS)
      .filter((prop) => typeof props[prop] === "function")
      .map((prop) => [prop, props[prop]]),
  ) as Listeners
  const element = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const node = element.current
    if (!node) return
    const entries = Object.entries(EVENT_PROPS).map(([prop, type]) => {
      const listener = (event: Event) => handlers.current[prop as EventProp]?.(event)
      node.addEventListener(type, listener)
      return [type, listener] as const
    })
    return () => entries.forEach(([type, listener]) => node.removeEventListener(type, listener))
  }, [])
  return element
}

/**
 * The server's shadow root, written into the tag on the server only. The browser's parser
 * turns the `<template shadowrootmode>` into the element's shadow root, so the tag reaches
 * React's hydration with no children, which is what the browser render gives (no children,
 * no inner HTML): the two agree, and React leaves the tag's content alone. A render in the
 * browser after a client navigation has no template either: the element renders itself.
 */
function serverShadowProps(html: unknown) {
  if (typeof html !== "string" || typeof document !== "undefined") return {}
  return { dangerouslySetInnerHTML: { __html: html } }
}

/**
 * The React component of `<demo-<slug>>`. `settingKeys`: the demo's settings and the element
 * options, camelCase (`closeOnSelect`, `noToolbar`). The element must be registered by the
 * module that calls this (each demo's generated module, `react/<slug>.js`, imports its demo's
 * registering entry first), so it upgrades as soon as React puts it on the page.
 */
export function demoComponent<Props extends object>(
  tag: string,
  displayName: string,
  settingKeys: readonly string[],
): ForwardRefExoticComponent<Props & RefAttributes<HTMLElement>> {
  const keys = new Set(settingKeys)
  const Component = forwardRef<HTMLElement, Props>(function DemoComponent(props, ref) {
    const all = props as Record<string, unknown>
    const element = useEventProps(all)
    const setRef = useCallback(
      (node: HTMLElement | null) => {
        element.current = node
        if (typeof ref === "function") ref(node)
        else if (ref) ref.current = node
      },
      [element, ref],
    )
    return createElement(tag, {
      ...tagProps(all, keys),
      ref: setRef,
      ...serverShadowProps(all[SERVER_SHADOW_PROP]),
    })
  })
  Component.displayName = displayName
  return Component as ForwardRefExoticComponent<Props & RefAttributes<HTMLElement>>
}
