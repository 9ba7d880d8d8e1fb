/**
 * Where a demo's widget is: the stage of its box (demo-host.tsx renders it beside the toolbar).
 * zag's popups render inside it too, so it holds every part of the widget. While a replayed
 * step shows, a second stage (replay-stage.tsx) stands before the live one, which is hidden.
 */

const LIVE_STAGE = ":scope > .sb-stage:not(.sb-replay-stage)"
const REPLAY_STAGE = ":scope > .sb-replay-stage"

/** The running demo's box in an element's shadow root (not the placeholder, while it loads). */
const runningBoxOf = (root: ParentNode) => root.querySelector(".sb-demo:not([data-sb-placeholder])")

/** The live demo's stage in an element's shadow root: where the reader's keys go. */
export function liveStageOf(root: ParentNode): Element | null {
  return runningBoxOf(root)?.querySelector(LIVE_STAGE) ?? null
}

/** The stage the reader sees in an element's shadow root: a replayed step's, or the live one. */
export function shownStageOf(root: ParentNode): Element | null {
  const box = runningBoxOf(root)
  return box ? shownStageIn(box) : null
}

/** The demo box a toolbar panel is in: the panel and the stages are its descendants. */
export function demoBoxOf(panel: Element | null): Element | null {
  return panel?.closest(".sb-demo") ?? null
}

/** In a demo box: the replayed step's stage while one shows, else the live stage. */
export function shownStageIn(box: Element): Element | null {
  return box.querySelector(REPLAY_STAGE) ?? box.querySelector(LIVE_STAGE)
}

/** In a demo box: the live stage, shown or not. */
export function liveStageIn(box: Element): Element | null {
  return box.querySelector(LIVE_STAGE)
}

/** Whether a stage is a replayed step's copy rather than the live widget. */
export const isReplayStage = (stage: Element | null) =>
  stage?.classList.contains("sb-replay-stage") ?? false
