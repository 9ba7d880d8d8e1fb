import { useEffect, useMemo } from "react"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import { demoTag } from "../../demo-tag"
import type { ControlsChangeDetail } from "../../elements/api/event-types"
import type { Direction } from "../preferences"
import { replaceSearch, useLocation } from "../router"
import { describeProblem } from "../../components/kit/runtime/settings"
import {
  changedAttributes,
  defaultAttributes,
  readQuery,
  writeQuery,
} from "../../components/kit/runtime/setting-changes"

export interface AddressSettings {
  /** The settings the address holds, by attribute name: every one that differs from its default. */
  attributes: ReturnType<typeof changedAttributes>
  /** Feed it the element's `controlschange` detail: the URL follows the edit. */
  onControlsChange: (detail: ControlsChangeDetail) => void
}

/**
 * What the address says a visitor chose, with the URL's query string as the source of truth.
 * The query holds what differs from the baseline: the defaults, except that a demo's `dir`
 * control follows the site direction. An invalid value warns exactly as the attribute would,
 * keeps its default, and the URL is corrected (replaced, so back does not return to the bad
 * one). The element merges these with everything else that sets its settings.
 */
export function useDemoSettings(
  slug: string,
  schema: ControlSchema,
  direction: Direction,
): AddressSettings {
  const { search } = useLocation()

  const defaults = defaultAttributes(schema)
  const baseline = "dir" in defaults ? { ...defaults, dir: direction } : defaults

  const { values, problems } = useMemo(() => readQuery(schema, search), [schema, search])
  const chosen = { ...baseline, ...values }
  const canonical = writeQuery(schema, chosen, baseline)

  useEffect(() => {
    for (const problem of problems) console.warn(describeProblem(demoTag(slug), problem))
    if (canonical !== search) replaceSearch(canonical)
  }, [slug, problems, canonical, search])

  return {
    attributes: changedAttributes(schema, chosen),
    onControlsChange: ({ values: edited }) =>
      replaceSearch(writeQuery(schema, { ...defaults, ...edited }, baseline)),
  }
}
