/**
 * The public theme of every demo: the `--sb-*` custom properties a host page may set, with
 * our defaults for a light and a dark page. This list is the one source: the element sheet
 * (`themeTokensCss`, written to theme-tokens.css at build time so pages get text, not this
 * code), the Custom Elements Manifest and the embedding docs derive from it (their
 * descriptions are in theme-token-descriptions.ts, which no page loads).
 * Custom properties inherit into shadow roots, so a value set on `:root`, a container or
 * the element itself reaches the demo; a declaration inside the shadow root would not.
 */
export interface ThemeToken {
  /** The public property, set by host pages. */
  name: `--sb-${string}`
  /** What the demo uses when the page sets nothing: `[light, dark]`, or one value for both. */
  fallback: readonly [string, string] | string | null
}

export const themeTokens: readonly ThemeToken[] = [
  {
    name: "--sb-accent",
    fallback: ["#4f46e5", "#a5b4fc"],
  },
  {
    name: "--sb-accent-text",
    fallback: ["#ffffff", "#1e1b4b"],
  },
  {
    name: "--sb-surface",
    fallback: ["#ffffff", "#1e1e24"],
  },
  {
    name: "--sb-surface-muted",
    fallback: ["#f4f4f7", "#27272f"],
  },
  {
    name: "--sb-text",
    fallback: null,
  },
  {
    name: "--sb-text-muted",
    fallback: ["#585868", "#a9a9b8"],
  },
  {
    name: "--sb-border",
    fallback: ["#c9c9d6", "#4a4a58"],
  },
  {
    name: "--sb-danger",
    fallback: ["#b42318", "#ff9b8f"],
  },
  { name: "--sb-radius", fallback: "6px" },
  {
    name: "--sb-font",
    fallback: null,
  },
  {
    name: "--sb-font-mono",
    fallback: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
]

/** Text colours for the explicit `theme="light"` / `theme="dark"`, where the page's may not fit. */
export const FIXED_THEME_TEXT = ["#1c1c28", "#e8e8ef"] as const

/** `--sb-accent` -> `--sb-c-accent`: the internal name demos' CSS reads. */
export const internalName = (name: string) => name.replace(/^--sb-/, "--sb-c-")

function fallbackValue(fallback: ThemeToken["fallback"]): string | null {
  if (fallback === null) return null
  return typeof fallback === "string" ? fallback : `light-dark(${fallback[0]}, ${fallback[1]})`
}

/**
 * The element's theme sheet. Colours are `light-dark()` pairs, resolved by the
 * `color-scheme` the element ends up with (see elements/theme-scheme.ts). A token without
 * fallback is left undefined unless the page sets it, so properties that read it (`color`,
 * `font-family`) fall back to inheriting from the page.
 */
export function themeTokensCss(): string {
  const declarations = themeTokens.map((token) => {
    const fallback = fallbackValue(token.fallback)
    const value = fallback === null ? `var(${token.name})` : `var(${token.name}, ${fallback})`
    return `  ${internalName(token.name)}: ${value};`
  })
  const [light, dark] = FIXED_THEME_TEXT
  return [
    `:host, :root {`,
    ...declarations,
    `}`,
    `:host([theme="light"]), :host([theme="dark"]) {`,
    `  --sb-c-text: var(--sb-text, light-dark(${light}, ${dark}));`,
    `}`,
  ].join("\n")
}

/**
 * The sheet as elements adopt it (theme-tokens.css, imported as raw text): without the line
 * breaks, indentation, spaces and last semicolons that only people read. No value holds a
 * `: ` or `, ` that means more than a separator.
 */
export const compactThemeTokensCss = () =>
  themeTokensCss()
    .replace(/\n\s*/g, "")
    .replace(/([:,]) | (?=\{)|;(?=\})/g, "$1")
