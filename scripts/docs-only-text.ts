import ts from "typescript"
import type { Plugin } from "vite"

/**
 * The modules whose `description` sentences are for docs authors only: every demo's controls
 * schema, the kit's shared controls and the element's API (its options and events). The manifest, the tag
 * types, docs/attributes.md and the unit tests read them from the sources; no page shows them
 * (the Controls tab shows labels), so the shipped builds leave them out.
 */
export const DESCRIBED =
  /[\\/]src[\\/](components[\\/].+\.controls\.ts|components[\\/]kit[\\/]runtime[\\/]shared-controls\.ts|elements[\\/]api[\\/]element-api\.ts)$/

/** A sentence: a string, a template without substitutions, or such strings joined with `+`. */
function isText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true
  if (ts.isParenthesizedExpression(node)) return isText(node.expression)
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isText(node.left) &&
    isText(node.right)
  )
}

/**
 * The source with every `description: <sentence>` property of an object literal blanked out,
 * comma included. Blanked, not cut: each character becomes a space (line breaks stay), so
 * every other position is unchanged and the source map still holds. A property named
 * `description` whose value is not a sentence (a control of that name) is kept.
 */
export function blankDescriptions(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true)
  const ranges: [number, number][] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === "description" &&
      isText(node.initializer)
    ) {
      const end = code[node.end] === "," ? node.end + 1 : node.end
      ranges.push([node.getStart(source), end])
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  let blanked = code
  for (const [start, end] of ranges.reverse())
    blanked =
      blanked.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, " ") + blanked.slice(end)
  return blanked
}

/** Leaves the docs-only sentences out of a build (vite.lib.config.ts, vite.app.config.ts). */
export function docsOnlyText(): Plugin {
  return {
    name: "statebook-docs-only-text",
    apply: "build",
    // Before TypeScript is stripped, so the positions are those of the file itself.
    enforce: "pre",
    transform(code, id) {
      if (!DESCRIBED.test(id)) return null
      // Positions are unchanged, so the incoming source map still applies.
      return { code: blankDescriptions(code, id), map: null }
    },
  }
}
