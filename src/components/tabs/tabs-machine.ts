import * as tabs from "@zag-js/tabs"

const zagActions = tabs.machine.implementations!.actions!
const zagSyncIndicatorRect = zagActions.syncIndicatorRect!
const zagCleanupObserver = zagActions.cleanupObserver!

/** zag's stop functions for the resize observers it started and has not stopped. */
const observing = new WeakSet<object>()

/*
 * zag starts resize observers on the triggers and the list when the machine starts, and
 * starts them again (from a React effect) whenever the selected tab, the orientation or the
 * direction changes. A new observation reports at once. Our context changes render in a
 * microtask, flushing React's pending effects first; on a busy machine a frame's resize
 * notices came before those effects, so zag observed the list again from inside its own
 * notice, and the browser reported a "ResizeObserver loop" as an uncaught error. The triggers
 * and the list never change here, so once observed they stay observed: a later sync only
 * measures the selected tab again, as zag's does.
 */
export const machine: typeof tabs.machine = {
  ...tabs.machine,
  implementations: {
    ...tabs.machine.implementations,
    actions: {
      ...zagActions,
      syncIndicatorRect(params) {
        const { context, refs, scope } = params
        if (!observing.has(refs.get("indicatorCleanup") ?? {})) {
          zagSyncIndicatorRect(params)
          const stop = refs.get("indicatorCleanup")
          if (stop) observing.add(stop)
          return
        }
        const trigger = scope.getById(`tabs:${scope.id}:trigger-${context.get("value")}`)
        if (!trigger) return
        const rect = {
          x: trigger.offsetLeft,
          y: trigger.offsetTop,
          width: trigger.offsetWidth,
          height: trigger.offsetHeight,
        }
        context.set("indicatorRect", (previous) =>
          previous &&
          previous.x === rect.x &&
          previous.y === rect.y &&
          previous.width === rect.width &&
          previous.height === rect.height
            ? previous
            : rect,
        )
      },
      cleanupObserver(params) {
        observing.delete(params.refs.get("indicatorCleanup") ?? {})
        zagCleanupObserver(params)
      },
    },
  },
}
