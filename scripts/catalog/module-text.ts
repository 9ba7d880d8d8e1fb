/**
 * Writes the catalog's generated modules. They hold data and imports only: what runs lives in
 * typed modules under `src/` that a generated module imports and calls with its data, so the
 * type checker sees every line of logic and a generator cannot emit a syntax error in it.
 */

/** An expression that is code, not data: an `import()`, a name bound by an import. */
export class Code {
  constructor(readonly text: string) {}
}

/** A function that fetches a module, or one export of it, when called. */
export function lazyImport(specifier: string, exportName?: string): Code {
  const picked = exportName ? `.then((module) => module.${exportName})` : ""
  return new Code(`() => import(${JSON.stringify(specifier)})${picked}`)
}

/** A name a generated module binds with an import. */
export const binding = (name: string) => new Code(name)

/** A call of an imported function with data, as an expression. */
export const callOf = (callee: string, ...args: unknown[]) =>
  new Code(`${callee}(${args.map((arg) => expression(arg)).join(", ")})`)

/** A JavaScript expression for a value: JSON for data, as written for Code. */
export function expression(value: unknown, indent = ""): string {
  if (value instanceof Code) return value.text
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    const inner = indent + "  "
    return `[\n${value.map((item) => inner + expression(item, inner)).join(",\n")},\n${indent}]`
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    if (entries.length === 0) return "{}"
    const inner = indent + "  "
    const lines = entries.map(
      ([key, item]) => `${inner}${JSON.stringify(key)}: ${expression(item, inner)}`,
    )
    return `{\n${lines.join(",\n")},\n${indent}}`
  }
  return JSON.stringify(value)
}

export interface ModuleParts {
  /** `import <clause> from "<from>"`, e.g. `["* as c0", "/src/…/accordion.controls.ts"]`. */
  imports?: readonly (readonly [clause: string, from: string])[]
  /** `export const <name> = <value>`. */
  exports?: Record<string, unknown>
  /** `export { <names> } from "<from>"`. */
  reexports?: readonly (readonly [names: string, from: string])[]
  /** A call run for its effect (`callOf`), before the exports. */
  run?: Code
}

/** The text of a generated module. */
export function moduleText({ imports = [], exports = {}, reexports = [], run }: ModuleParts) {
  const lines = imports.map(([clause, from]) => `import ${clause} from ${JSON.stringify(from)}`)
  if (run) lines.push(run.text)
  for (const [name, value] of Object.entries(exports))
    lines.push(`export const ${name} = ${expression(value)}`)
  for (const [names, from] of reexports)
    lines.push(`export { ${names} } from ${JSON.stringify(from)}`)
  return lines.join("\n") + "\n"
}
