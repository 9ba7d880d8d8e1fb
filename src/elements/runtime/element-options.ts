import { NOT_A_BOOLEAN, readBoolean } from "../../components/kit/runtime/controls"
import { quoted } from "../../components/kit/runtime/settings"

/*
 * Reading the element's own options (api/element-api.ts lists them). An absent one has its
 * default; an invalid one has its default too, after a warning that names the value and the
 * default, as an invalid setting's does.
 */

type Warn = (message: string) => void

function invalid<T>(
  element: Element,
  name: string,
  raw: string,
  expected: string,
  fallback: T,
  warn: Warn,
) {
  warn(
    `<${element.localName}>: invalid ${name}=${quoted(raw)} (${expected}); using the default ${fallback}.`,
  )
  return fallback
}

/** An option with a fixed set of values (`theme`, `loading`). */
export function readChoice<T extends string>(
  element: Element,
  name: string,
  raw: string | null,
  choices: readonly T[],
  fallback: T,
  warn: Warn,
): T {
  return raw === null || (choices as readonly string[]).includes(raw)
    ? ((raw ?? fallback) as T)
    : invalid(element, name, raw, `expected one of ${choices.join(", ")}`, fallback, warn)
}

/** A boolean option (`no-toolbar`, `log`), read as every boolean attribute is; off unless set. */
export function readFlag(element: Element, name: string, raw: string | null, warn: Warn): boolean {
  return (
    raw !== null &&
    (readBoolean(raw, name) ?? invalid(element, name, raw, NOT_A_BOOLEAN, false, warn))
  )
}
