/**
 * Where a demo's widget is: the stage of its box (demo-host.tsx renders it beside the toolbar).
 * zag's popups render inside it too, so it holds every part of the widget.
 */

/** The running demo's stage in an element's shadow root (not the placeholder's, while it loads). */
export function runningStageOf(root: ParentNode): Element | null {
  return root.querySelector(".sb-demo:not([data-sb-placeholder]) > .sb-stage")
}

/** The stage beside a toolbar panel: both are children of the demo's box. */
export function stageBeside(panel: Element | null): Element | null {
  return panel?.closest(".sb-demo")?.querySelector(":scope > .sb-stage") ?? null
}
