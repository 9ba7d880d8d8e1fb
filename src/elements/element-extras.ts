import { liveStageOf } from "../components/kit/accessibility/demo-stage"
import { pressedKeysOf } from "../components/kit/accessibility/pressed-keys"
import { keyTriedEvents } from "./element-extras-loader"

/**
 * What every element runs once its widget is up (fetched after the first render, see
 * element-extras-loader.ts): the JSON of event details, and the key record behind `keytried`.
 */
export { toJson } from "../components/kit/runtime/json-value"
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
