import type { BindableFn, Machine, MachineSchema } from "@zag-js/core"

/*
 * Why every context change of a demo machine is flushed at once (`sync`):
 *
 * @zag-js/react's `send` handles an event in a microtask after the DOM listener. A change of
 * state is applied inside `flushSync` (discrete priority), but a transition that only changes
 * context (a slider step, a highlighted item, a typed digit) calls a plain React setter. React
 * gives such an update the priority of `window.event`, and the DOM leaves `window.event`
 * undefined for listeners inside a shadow root, which is where every demo element renders.
 * So React treats a key press there as a default-priority update and renders it in a later
 * task; the browser handles the next key first, zag reads the context of the last render
 * (its `get` returns rendered values) and the step is lost. Outside a shadow root the same
 * update is discrete and renders before the next key.
 *
 * zag's bindables take `sync: true` to apply a change inside `flushSync`; zag itself sets it on
 * some of them. The demo kit sets it on all of them, which gives every change the discrete
 * priority the page would give it without a shadow root, and renders before the next input.
 * Not inside a `track` callback: those run in React's passive effects, where React cannot
 * flush (and says so on the console); there the change renders with the effect's priority.
 */

/** How many `track` callbacks (React passive effects) are running now. */
let trackCallbacks = 0

function syncBindable(bindable: BindableFn): BindableFn {
  const wrapped = ((params) =>
    bindable(() => {
      const own = params()
      return { ...own, sync: own.sync || trackCallbacks === 0 }
    })) as BindableFn
  wrapped.cleanup = bindable.cleanup
  wrapped.ref = bindable.ref
  return wrapped
}

/** `machine` whose context changes render at once, with the priority of the input that made them. */
export function withDiscreteUpdates<T extends MachineSchema>(machine: Machine<T>): Machine<T> {
  const { context, watch } = machine
  return {
    ...machine,
    context: context && ((params) => context({ ...params, bindable: syncBindable(params.bindable) })),
    watch:
      watch &&
      ((params) =>
        watch({
          ...params,
          track: (deps, callback) =>
            params.track(deps, () => {
              trackCallbacks++
              try {
                return callback()
              } finally {
                trackCallbacks--
              }
            }),
        })),
  }
}
