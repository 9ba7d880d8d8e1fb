import { readFileSync } from "node:fs"
import ts from "typescript"
import type { ManifestMember } from "./element-manifest"

/*
 * The members every demo element adds besides its settings, read from where they are stated
 * once: `DemoElementApi` in src/elements/api/event-types.ts, its types and its doc comments.
 * Node only (it reads the file and parses it with TypeScript): the manifest's builders stay
 * pure, for the unit tests and the browser tests that import them.
 */

/** A sentence of a doc comment, its lines joined. */
const sentence = (comment: string | ts.NodeArray<ts.JSDocComment> | undefined) =>
  (ts.getTextOfJSDocComment(comment) ?? "").replace(/\s+/g, " ").trim()

/**
 * The members of an interface as the manifest lists them, each with its doc comment (and a
 * method's `@param` lines) as its description: `DemoElementApi`, from the source of the
 * published types.
 */
export function interfaceMembers(source: string, name: string): ManifestMember[] {
  const file = ts.createSourceFile("event-types.ts", source, ts.ScriptTarget.Latest, true)
  const declaration = file.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  )
  if (!declaration) throw new Error(`No interface ${name} in event-types.ts`)
  return declaration.members.map((member) => {
    const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc)
    const memberName = member.name!.getText(file)
    if (ts.isMethodSignature(member))
      return {
        kind: "method",
        name: memberName,
        parameters: member.parameters.map((parameter) => ({
          name: parameter.name.getText(file),
          ...(parameter.questionToken ? { optional: true } : {}),
          type: { text: parameter.type!.getText(file) },
          description: sentence(ts.getJSDocParameterTags(parameter)[0]?.comment).replace(/^- /, ""),
        })),
        return: { type: { text: member.type!.getText(file) } },
        description: sentence(doc?.comment),
      }
    const property = member as ts.PropertySignature
    const readonly = property.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)
    return {
      kind: "field",
      name: memberName,
      ...(readonly ? { readonly: true } : {}),
      type: { text: property.type!.getText(file) },
      description: sentence(doc?.comment),
    }
  })
}

/** What every element adds besides its settings: `DemoElementApi`'s members. */
export const elementMembers = () =>
  interfaceMembers(
    readFileSync(new URL("../src/elements/api/event-types.ts", import.meta.url), "utf8"),
    "DemoElementApi",
  )
