import { createElement, type ComponentType } from "react"
import type { RenderDemoOptions } from "../elements/server/render-demo"
import { attributeName } from "../components/kit/runtime/controls"
import { SERVER_SHADOW_PROP } from "./server-shadow"

// `statebook-elements/react` under the `react-server` export condition, which Next.js (and
// other React server component bundlers) resolve in server components only. Each component
// is an async server component: it renders the widget in Node (statebook-elements/server)
// and passes the HTML to the client component of the same name, which writes it into the
// tag. The server renderer stays on the server: no client module imports this one.

type ServerEntry = {
  renderDemo(
    tag: string,
    attributes: Readonly<Record<string, string | true>>,
    options: RenderDemoOptions,
  ): Promise<string>
}

/**
 * The server renderer (dist/lib/server), loaded by Node when a page first renders a demo. The
 * bundler is told to leave the import alone: bundled, its 870 chunks (React's server
 * renderer and every demo) kept `next build` busy for over five minutes; Node loads only the
 * demos a page renders.
 */
let server: Promise<ServerEntry> | undefined
const loadServer = () =>
  (server ??= import(
    // A string to TypeScript, which would otherwise look for the package's own built types
    // (absent before a build); the built module keeps the literal the bundlers are told of.
    /* webpackIgnore: true */ /* turbopackIgnore: true */ "statebook-elements/server" as string
  ))

/**
 * Where the page serves the package's stylesheets (dist/lib/styles/), which the shadow root
 * links: the prerender command's default, or STATEBOOK_STYLESHEET_BASE when set (a site
 * under a base path).
 */
export function stylesheetBase(): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env
  return env?.STATEBOOK_STYLESHEET_BASE || "/statebook-elements/styles/"
}

/** The settings and options among the props, as the element's attributes (`true`: bare). */
export function settingAttributes(
  props: Record<string, unknown>,
  settingKeys: ReadonlySet<string>,
): Record<string, string | true> {
  const out: Record<string, string | true> = {}
  for (const [key, value] of Object.entries(props)) {
    if (!settingKeys.has(key) || value === undefined || value === null) continue
    out[attributeName(key)] = value === true ? true : value === false ? "false" : String(value)
  }
  return out
}

/**
 * The shadow root in renderDemo's HTML: what follows the element's start tag, up to its end
 * tag. Attribute values have `<` escaped, so the first `<template` is the shadow root's.
 */
export function shadowOf(html: string, tag: string): string {
  const start = html.indexOf("<template")
  const end = html.lastIndexOf(`</${tag}>`)
  if (start < 0 || end < start) throw new Error(`renderDemo gave no shadow root for <${tag}>`)
  return html.slice(start, end)
}

/** The server component of `<demo-<slug>>`, wrapping its client component (`Client`). */
export function serverDemoComponent<Props extends object>(
  tag: string,
  Client: ComponentType<Props>,
  settingKeys: readonly string[],
) {
  const keys = new Set(settingKeys)
  async function DemoServerComponent(props: Props) {
    const attributes = settingAttributes(props as Record<string, unknown>, keys)
    const { renderDemo } = await loadServer()
    const html = await renderDemo(tag, attributes, { stylesheetBase: stylesheetBase() })
    return createElement(Client, { ...props, [SERVER_SHADOW_PROP]: shadowOf(html, tag) })
  }
  // From the tag: a client reference on the server has no displayName to read.
  DemoServerComponent.displayName = tag.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) =>
    c.toUpperCase(),
  )
  return DemoServerComponent
}
