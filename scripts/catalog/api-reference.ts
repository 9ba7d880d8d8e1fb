import type { ApiField, DemoApiReference } from "../../src/components/kit/runtime/api-reference.ts"

/** What an element's declaration in custom-elements.json holds (scripts/element-manifest.ts). */
export interface ManifestDeclaration {
  attributes: readonly {
    name: string
    fieldName?: string
    type: { text: string }
    default: string
    description?: string
  }[]
  members: readonly ManifestMemberLike[]
  events: readonly { name: string; type: { text: string }; description: string }[]
}

/** A member as the manifest lists it: a field, or a method with its parameters. */
export interface ManifestMemberLike {
  kind?: unknown
  name?: unknown
  attribute?: unknown
  readonly?: unknown
  optional?: unknown
  type?: unknown
  description?: unknown
  parameters?: unknown
  return?: unknown
}

const text = (value: unknown) =>
  typeof value === "string" ? value : ((value as { text?: string } | undefined)?.text ?? "")

/** A field or parameter, as the reference lists it. */
function fieldOf(member: ManifestMemberLike): ApiField {
  return {
    name: String(member.name),
    type: text(member.type),
    ...(member.readonly ? { readonly: true } : {}),
    description: text(member.description),
  }
}

/** `ControlsChangeDetail` from `CustomEvent<ControlsChangeDetail>`. */
const detailOf = (eventType: string) => /^CustomEvent<(.+)>$/.exec(eventType)?.[1] ?? eventType

/**
 * A demo's API reference from its element's declaration in the manifest: its attributes
 * (a setting's with its property), the properties and methods every element adds besides its
 * settings, and its events, each with the fields of its `detail` (`detailFields`: the members
 * of that interface, as element-members.ts reads them).
 */
export function apiReferenceOf(
  declaration: ManifestDeclaration,
  detailFields: (typeName: string) => readonly ManifestMemberLike[],
): DemoApiReference {
  const ownMembers = declaration.members.filter((member) => member.attribute === undefined)
  return {
    attributes: declaration.attributes.map((attribute) => ({
      name: attribute.name,
      ...(attribute.fieldName ? { property: attribute.fieldName } : {}),
      type: attribute.type.text,
      default: attribute.default,
      description: attribute.description ?? "",
    })),
    properties: ownMembers.filter((member) => member.kind === "field").map(fieldOf),
    methods: ownMembers
      .filter((member) => member.kind === "method")
      .map((method) => {
        const parameters = (method.parameters ?? []) as ManifestMemberLike[]
        const list = parameters
          .map((p) => `${String(p.name)}${p.optional ? "?" : ""}: ${text(p.type)}`)
          .join(", ")
        return {
          name: String(method.name),
          signature: `${String(method.name)}(${list}): ${text((method.return as { type?: unknown })?.type)}`,
          parameters: parameters.map(fieldOf),
          description: text(method.description),
        }
      }),
    events: declaration.events.map((event) => {
      const detail = detailOf(event.type.text)
      return {
        name: event.name,
        detail,
        fields: detailFields(detail).map(fieldOf),
        description: event.description,
      }
    }),
  }
}
