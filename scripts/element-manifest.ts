/**
 * Pure builders for what the build derives from the catalog, the controls schemas and the
 * element's API (src/elements/api: the options, events, parts and states of element-api.ts,
 * and the members of `DemoElementApi`, which element-members.ts reads from event-types.ts):
 * the Custom Elements Manifest (schema 2.1), the tag type declarations and the attribute
 * docs. `build-manifest.mjs` feeds them the real catalog; unit tests feed small ones.
 */
import {
  attributeName,
  formatControlValue,
  type Control,
  type ControlSchema,
} from "../src/components/kit/runtime/controls"
import { demoTag } from "../src/catalog"
import { themeTokens, type ThemeToken } from "../src/components/kit/runtime/theme-tokens"
import { themeTokenDescriptions } from "../src/components/kit/runtime/theme-token-descriptions"
import {
  CSS_PARTS,
  CSS_STATES,
  ELEMENT_EVENTS,
  ELEMENT_OPTIONS,
  variantOption,
  type ElementOption,
} from "../src/elements/api/element-api"

export interface ManifestEntry {
  slug: string
  label: string
  controls: ControlSchema
  /** Its variants, each with its schema (its own, or the demo's). */
  variants?: readonly { name: string; controls: ControlSchema }[]
}

/** Every setting an element takes: its demo's, then those only a variant of it has. */
function settingsOf(entry: ManifestEntry): [string, Control][] {
  const settings = new Map(Object.entries(entry.controls))
  for (const variant of entry.variants ?? [])
    for (const [key, control] of Object.entries(variant.controls))
      if (!settings.has(key)) settings.set(key, control)
  return [...settings]
}

/** The options of an element: `variant` where its demo has variants, then every element's. */
function optionsOf(entry: ManifestEntry): ElementOption[] {
  const names = (entry.variants ?? []).map(({ name }) => name)
  return names.length > 0 ? [variantOption(names), ...ELEMENT_OPTIONS] : [...ELEMENT_OPTIONS]
}

/** A member every element adds besides its settings, as the manifest lists it (element-members.ts). */
export type ManifestMember = Record<string, unknown>

/** An option's TypeScript type, as text: `boolean`, or its values (`"lazy" | "eager"`). */
export function optionType(option: ElementOption): string {
  return option.choices === "boolean"
    ? "boolean"
    : option.choices.map((choice) => JSON.stringify(choice)).join(" | ")
}

/** The types `event.detail` has, sorted, as the declarations import them. */
const detailTypes = () => [...new Set(ELEMENT_EVENTS.map((event) => event.detail))].sort()

/** `["#fff", "#111"]` -> `"#fff (dark: #111)"`, for the manifest and the docs. */
export function tokenDefault(fallback: NonNullable<ThemeToken["fallback"]>): string {
  return typeof fallback === "string" ? fallback : `${fallback[0]} (dark: ${fallback[1]})`
}

/** `date-picker` -> `DemoDatePickerElement`. */
export function className(slug: string): string {
  return `Demo${slug.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Element`
}

/** The TypeScript type of a control's value, as text. */
export function controlType(control: Control): string {
  if (control.type === "select") return control.options.map((o) => JSON.stringify(o)).join(" | ")
  return control.type
}

function describeControl(control: Control) {
  const sentence = control.description
  if (control.type !== "number") return sentence
  const range = [
    control.min !== undefined && `at least ${control.min}`,
    control.max !== undefined && `at most ${control.max}`,
  ].filter(Boolean)
  return range.length ? `${sentence}${sentence ? " " : ""}(${range.join(", ")}.)`.trim() : sentence
}

export interface CustomElementsManifest {
  schemaVersion: string
  readme: string
  modules: unknown[]
}

export function buildManifest(
  entries: readonly ManifestEntry[],
  members: readonly ManifestMember[],
): CustomElementsManifest {
  return {
    schemaVersion: "2.1.0",
    readme: "README.md",
    modules: entries.map((entry) => {
      const tag = demoTag(entry.slug)
      const name = className(entry.slug)
      const path = `dist/lib/elements/${entry.slug}.js`
      const controls = settingsOf(entry)
      return {
        kind: "javascript-module",
        path,
        declarations: [
          {
            kind: "class",
            name,
            tagName: tag,
            customElement: true,
            summary: `The live ${entry.label} demo.`,
            description: `The ${entry.label} demo with its Controls, Visualizer and Accessibility tabs, in an open shadow root.`,
            superclass: { name: "HTMLElement", package: "global:" },
            attributes: [
              ...controls.map(([key, control]) => ({
                name: attributeName(key),
                fieldName: key,
                type: { text: controlType(control) },
                default: formatControlValue(control.defaultValue),
                description: describeControl(control),
              })),
              ...optionsOf(entry).map((option) => ({
                name: option.name,
                type: { text: optionType(option) },
                default: option.default,
                description: option.description,
              })),
            ],
            cssProperties: themeTokens.map((token) => ({
              name: token.name,
              description: themeTokenDescriptions[token.name],
              ...(token.fallback === null ? {} : { default: tokenDefault(token.fallback) }),
            })),
            cssParts: CSS_PARTS,
            cssStates: CSS_STATES,
            members: [
              ...controls.map(([key, control]) => ({
                kind: "field",
                name: key,
                attribute: attributeName(key),
                type: { text: controlType(control) },
                default: formatControlValue(control.defaultValue),
                description: describeControl(control),
              })),
              ...optionsOf(entry)
                .filter((option) => option.name === "variant")
                .map((option) => ({
                  kind: "field",
                  name: option.name,
                  attribute: option.name,
                  type: { text: optionType(option) },
                  default: option.default,
                  description: option.description,
                })),
              ...members,
            ],
            events: ELEMENT_EVENTS.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detail}>` },
              description: event.description,
            })),
          },
        ],
        exports: [
          { kind: "custom-element-definition", name: tag, declaration: { name, module: path } },
        ],
      }
    }),
  }
}

/** The element and settings types of every tag, and the global tag and event maps. */
export function domTypes(entries: readonly ManifestEntry[]): string {
  const lines = [
    GENERATED,
    "import type {",
    ...[...detailTypes(), "DemoElementApi"].sort().map((name) => `  ${name},`),
    '} from "./events.js"',
    "",
    "/** What every demo element accepts besides its own settings. */",
    "export interface DemoElementAttributes {",
    ...ELEMENT_OPTIONS.flatMap((option) => [
      `  /** ${option.description} */`,
      `  ${JSON.stringify(option.name)}?: ${option.choices === "boolean" ? 'boolean | ""' : optionType(option)}`,
    ]),
    "}",
    "",
  ]
  for (const entry of entries) {
    const name = className(entry.slug)
    lines.push(`/** Settings of <${demoTag(entry.slug)}> (${entry.label}). */`)
    lines.push(`export interface ${name}Settings {`)
    for (const [key, control] of settingsOf(entry)) {
      const doc = describeControl(control)
      if (doc) lines.push(`  /** ${doc.replace(/\*\//g, "* /")} */`)
      lines.push(`  ${key}: ${controlType(control)}`)
    }
    // Its variants, typed with the settings: the attribute and property of this tag only.
    for (const option of optionsOf(entry).filter(({ name }) => name === "variant"))
      lines.push(`  /** ${option.description} */`, `  variant: ${optionType(option)}`)
    lines.push("}")
    // Unset settings read as undefined. An intersection keeps the type an HTMLElement (refs
    // and DOM APIs accept it) and narrows shared names such as `dir` to the setting's values.
    lines.push(`/** The <${demoTag(entry.slug)}> element. */`)
    lines.push(`export type ${name} = HTMLElement & Partial<${name}Settings> & DemoElementApi`)
    lines.push("")
  }
  lines.push("declare global {")
  lines.push("  interface HTMLElementTagNameMap {")
  for (const entry of entries) lines.push(`    "${demoTag(entry.slug)}": ${className(entry.slug)}`)
  lines.push("  }")
  // The events bubble and are composed: listeners on an element, the document or the window
  // all receive them typed.
  for (const map of ["HTMLElementEventMap", "DocumentEventMap", "WindowEventMap"]) {
    lines.push(`  interface ${map} {`)
    for (const event of ELEMENT_EVENTS)
      lines.push(`    ${event.name}: CustomEvent<${event.detail}>`)
    lines.push("  }")
  }
  lines.push("}")
  lines.push("")
  return lines.join("\n")
}

/** `date-picker` -> `DemoDatePicker`: the React component of `<demo-date-picker>`. */
export function componentName(slug: string): string {
  return className(slug).replace(/Element$/, "")
}

/** `no-toolbar` -> `noToolbar`: an element option as a React prop. */
export function optionPropName(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** The camelCase keys a demo's React component turns into attributes: settings, then options. */
export function componentSettingKeys(entry: ManifestEntry): string[] {
  return [
    ...settingsOf(entry).map(([key]) => key),
    ...optionsOf(entry).map((option) => optionPropName(option.name)),
  ]
}

/**
 * `statebook-elements/react`: a client component per demo (`DemoAccordion`), typed from its
 * schema, with the element's events as props; and React's JSX typings of every tag, for
 * hosts that write the tags themselves.
 */
export function reactTypes(entries: readonly ManifestEntry[]): string {
  const lines = [
    GENERATED,
    "import type {",
    "  DetailedHTMLProps,",
    "  ForwardRefExoticComponent,",
    "  HTMLAttributes,",
    "  RefAttributes,",
    '} from "react"',
    "import type {",
    ...detailTypes().map((name) => `  ${name},`),
    '} from "./events.js"',
    "import type {",
    "  DemoElementAttributes,",
    ...entries.flatMap((entry) => [
      `  ${className(entry.slug)},`,
      `  ${className(entry.slug)}Settings,`,
    ]),
    '} from "./types.js"',
    "",
    'export * from "./index.js"',
    "",
    "/** What every demo component takes besides its demo's own settings. */",
    "export interface DemoComponentOptions {",
    ...ELEMENT_OPTIONS.flatMap((option) => [
      `  /** ${option.description} */`,
      `  ${optionPropName(option.name)}?: ${optionType(option)}`,
    ]),
    "}",
    "",
    "/** The element's events as React props. */",
    "export interface DemoComponentEvents {",
    ...ELEMENT_EVENTS.flatMap((event) => [
      `  /** ${event.description} */`,
      `  ${event.prop}?: (event: CustomEvent<${event.detail}>) => void`,
    ]),
    "}",
    "",
    "/** A demo component's props: its settings, the options, the events and any HTML attribute. */",
    "export type DemoComponentProps<S> = Omit<",
    "  HTMLAttributes<HTMLElement>,",
    '  keyof S | keyof DemoComponentOptions | keyof DemoComponentEvents | "children"',
    "> &",
    "  Partial<S> &",
    "  DemoComponentOptions &",
    "  DemoComponentEvents",
    "",
  ]
  for (const entry of entries) {
    const element = className(entry.slug)
    lines.push(
      `/** The live ${entry.label} demo: renders \`<${demoTag(entry.slug)}>\`, registered in the browser. */`,
      `export declare const ${componentName(entry.slug)}: ForwardRefExoticComponent<`,
      `  DemoComponentProps<${element}Settings> & RefAttributes<${element}>`,
      ">",
    )
  }
  lines.push(
    "",
    "type ReactProps<S> = Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, keyof S> &",
    "  Partial<S> &",
    "  DemoElementAttributes",
    "",
    'declare module "react" {',
    "  namespace JSX {",
    "    interface IntrinsicElements {",
    ...entries.map(
      (entry) => `      "${demoTag(entry.slug)}": ReactProps<${className(entry.slug)}Settings>`,
    ),
    "    }",
    "  }",
    "}",
    "",
  )
  return lines.join("\n")
}

/** Where `statebook-elements/react`'s shared code lands, beside its per-demo modules. */
export const REACT_COMPONENT_MODULE = "react/demo-component.js"
export const REACT_SERVER_COMPONENT_MODULE = "react-server/server-component.js"

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1)

/** An entry's line per demo, re-exporting its component from `./<folder>/<slug>.js`. */
const reExportEach = (entries: readonly ManifestEntry[], folder: string) =>
  entries.map(
    (entry) => `export { ${componentName(entry.slug)} } from "./${folder}/${entry.slug}.js"`,
  )

/**
 * `statebook-elements/react`, as files under dist/lib (path -> text): `react.js` re-exports a
 * client module per demo (`react/<slug>.js`), which registers that demo's element alone
 * (`elements/<slug>.js`) and makes its component. The entry itself has no side effect, so a
 * bundler keeps only the demos a host renders: with one module for all of them, every demo's
 * code and variants went into the host's build (a Next.js example of three demos built in 419 s
 * and 9.5 GB of memory; 151 s and 1.7 GB this way). `defineDemoElements` has a module of its
 * own for the same reason: its import of every demo is followed only where it is used.
 */
export function reactClientModules(entries: readonly ManifestEntry[]): Map<string, string> {
  const files = new Map<string, string>()
  files.set(
    "react/define-all.js",
    'export const defineDemoElements = () => import("../elements.js").then((entry) => entry.defineDemoElements())\n',
  )
  for (const entry of entries)
    files.set(
      `react/${entry.slug}.js`,
      [
        '"use client"',
        `import "../elements/${entry.slug}.js"`,
        `import { demoComponent } from "./${fileName(REACT_COMPONENT_MODULE)}"`,
        `export const ${componentName(entry.slug)} = /* @__PURE__ */ demoComponent(` +
          `${JSON.stringify(demoTag(entry.slug))}, ${JSON.stringify(componentName(entry.slug))}, ` +
          `${JSON.stringify(componentSettingKeys(entry))})`,
        "",
      ].join("\n"),
    )
  files.set(
    "react.js",
    [
      'export { defineDemoElements } from "./react/define-all.js"',
      ...reExportEach(entries, "react"),
      "",
    ].join("\n"),
  )
  return files
}

/**
 * `statebook-elements/react` under the `react-server` condition, as files under dist/lib: a
 * server component per demo (`react-server/<slug>.js`), rendering the widget with
 * `statebook-elements/server` and handing it to the client component of the same name
 * (imported from its own module, so a server component pulls one client module into the
 * browser's bundle), re-exported by `react-server.js`.
 */
export function reactServerModules(entries: readonly ManifestEntry[]): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of entries) {
    const name = componentName(entry.slug)
    files.set(
      `react-server/${entry.slug}.js`,
      [
        `import { ${name} as ${name}Client } from "../react/${entry.slug}.js"`,
        `import { serverDemoComponent } from "./${fileName(REACT_SERVER_COMPONENT_MODULE)}"`,
        `export const ${name} = /* @__PURE__ */ serverDemoComponent(` +
          `${JSON.stringify(demoTag(entry.slug))}, ${name}Client, ` +
          `${JSON.stringify(componentSettingKeys(entry))})`,
        "",
      ].join("\n"),
    )
  }
  files.set(
    "react-server.js",
    [
      "// On the server, registering does nothing; the name is the client entry's.",
      "export const defineDemoElements = () => Promise.resolve()",
      ...reExportEach(entries, "react-server"),
      "",
    ].join("\n"),
  )
  return files
}

/** The all-demos entry's declarations. */
export function indexTypes(): string {
  return [
    GENERATED,
    'export * from "./types.js"',
    'export * from "./events.js"',
    "",
    "/**",
    " * Registers every demo element again: a no-op for tags already defined. Resolves once they",
    " * are (the entry defines them a moment after it runs, once the element runtime is here).",
    " */",
    "export declare function defineDemoElements(): Promise<void>",
    "",
  ].join("\n")
}

/** A per-demo entry's declarations: its element's types, and the global tag map. */
export function entryTypes(entry: ManifestEntry): string {
  const name = className(entry.slug)
  return [
    GENERATED,
    `export type { ${name}, ${name}Settings, DemoElementAttributes } from "../types.js"`,
    'export * from "../events.js"',
    "",
  ].join("\n")
}

const GENERATED = "// Generated by scripts/build-manifest.mjs from the catalog: do not edit."

/** `["a", "b", "c"]` -> `"a, b and c"`. */
const inWords = (items: string[]) => `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`

/** docs/attributes.md: one table of attributes per element, from the manifest. */
export function attributesMarkdown(manifest: CustomElementsManifest): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ")
  const out = [
    "# Element attributes",
    "",
    "Generated from `custom-elements.json` by `npm run build:manifest`: do not edit by hand.",
    `Every element dispatches ${inWords(ELEMENT_EVENTS.map((event) => `\`${event.name}\``))} (see embedding.md).`,
    "",
    "## Theme properties (every element)",
    "",
    "| Property | Default | Used for |",
    "| --- | --- | --- |",
    ...themeTokens.map(
      (token) =>
        `| \`${token.name}\` | ${token.fallback === null ? "inherited" : `\`${cell(tokenDefault(token.fallback))}\``} | ${cell(themeTokenDescriptions[token.name] ?? "")} |`,
    ),
    "",
    "## Parts (every element)",
    "",
    "| Part | What |",
    "| --- | --- |",
    ...CSS_PARTS.map((part) => `| \`${part.name}\` | ${part.description} |`),
    "",
  ]
  for (const module of manifest.modules as {
    declarations: {
      tagName: string
      attributes: { name: string; type: { text: string }; default: string; description: string }[]
    }[]
  }[]) {
    for (const declaration of module.declarations) {
      out.push(`## \`<${declaration.tagName}>\``, "")
      out.push("| Attribute | Type | Default | Description |", "| --- | --- | --- | --- |")
      for (const attribute of declaration.attributes)
        out.push(
          `| \`${attribute.name}\` | \`${cell(attribute.type.text)}\` | \`${cell(attribute.default)}\` | ${cell(attribute.description)} |`,
        )
      out.push("")
    }
  }
  return out.join("\n")
}
