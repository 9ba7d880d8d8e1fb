/**
 * The all-demos entry's head start. An element asks for its demo's code once it is defined
 * and near the viewport, and it is defined only once the element runtime has arrived: one
 * round trip after the entry, then another for the demo. The tags already in the page and
 * near the viewport when the entry runs are what the reader sees first, so their code is
 * requested now, beside the runtime. The elements' own requests later find the same module
 * (a browser fetches a module once), so nothing is fetched twice and a demo further down
 * still waits for the reader. Bundled into the entry itself: an import would cost the round
 * trip it saves.
 */
export function fetchNearDemos(
  tags: readonly string[],
  loaders: readonly (() => Promise<unknown>)[],
) {
  if (typeof document === "undefined") return
  // The elements' own rule (near-viewport.ts): within half a viewport of it, and shown.
  const margin = innerHeight / 2
  const wanted = new Set<number>()
  for (const element of document.querySelectorAll(tags.join(","))) {
    if (element.checkVisibility && !element.checkVisibility()) continue
    const eager = element.getAttribute("loading") === "eager"
    const { top, bottom } = element.getBoundingClientRect()
    if (eager || (bottom >= -margin && top <= innerHeight + margin))
      wanted.add(tags.indexOf(element.localName))
  }
  // A failure here is the element's to report, when it asks for the same module.
  for (const index of wanted) loaders[index]?.().catch(() => {})
}
