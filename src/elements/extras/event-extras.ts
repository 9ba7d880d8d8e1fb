import { liveStageOf } from "../../components/kit/accessibility/demo-stage"
import { pressedKeysOf } from "../../components/kit/accessibility/pressed-keys"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import { attributeValuesOf, changedAttributes } from "../../components/kit/runtime/setting-changes"
import { keyTriedEvents } from "../runtime/deferred-extras"
import type { ControlsChangeDetail } from "../api/event-types"

/**
 * What every element runs once its widget is up (fetched after the first render, see
 * element-extras-loader.ts): the JSON of event details, and the key record behind `keytried`.
 * A Controls edit waits for it too (the toolbar comes after the first render anyway).
 */
export { toJson } from "../../components/kit/runtime/json-value"
export { stateChangeDetail } from "./state-change-detail"

/** Records the keys pressed in the demo; each first try of a mapped key becomes `keytried`. */
export function watchKeys(host: HTMLElement, container: ShadowRoot, slug: string) {
  const stage = liveStageOf(container)
  if (!stage) return
  pressedKeysOf(stage).subscribe((press) =>
    keyTriedEvents.load().then(
      ({ dispatchKeyTried }) => dispatchKeyTried(host, slug, press),
      () => {}, // No keyboard map, no event; the keys still reach the Accessibility tab.
    ),
  )
}

/** `controlschange`'s detail: the settings that differ from the schema's defaults. */
export function controlsChangeDetail(
  schema: ControlSchema,
  values: Record<string, unknown>,
): ControlsChangeDetail {
  return { values: changedAttributes(schema, attributeValuesOf(schema, values)) }
}
