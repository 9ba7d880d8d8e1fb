import type { Bindable, BindableFn, BindableParams, Machine, MachineSchema } from "@zag-js/core"
import { flushSync } from "react-dom"

/*
 * Why demo machines apply context changes through `flushSync`:
 *
 * @zag-js/react's `send` handles an event in a microtask after the DOM listener. A change of
 * state is applied inside `flushSync`, but a transition that only changes context (a slider
 * step, a highlighted item, a typed digit) calls a plain React setter. React gives that update
 * the priority of `window.event`, and the DOM leaves `window.event` undefined for listeners in
 * a shadow root, which is where every demo element renders. So React took a key press there
 * for a default-priority update and rendered it in a later task: the browser handled the next
 * key first, zag read the context of the last render (its `get` returns rendered values) and
 * the step was lost. Outside a shadow root the same update is discrete: React renders it in a
 * microtask queued by the first setter, before the next input.
 *
 * This restores that: a context change made outside React is queued and applied, with every
 * other one made in the same turn, inside one `flushSync` in a microtask queued by the first,
 * so it renders before the next input, after the transition's other actions (zag's actions
 * read the DOM of the last render). A bindable zag marks `sync` applies the queue with it, as
 * React would render the pending discrete updates with it. A change made inside a `track`
 * callback (a React passive effect, where React cannot flush) is applied as zag applies it.
 */

/** How many `track` callbacks (React passive effects) are running now. */
let trackCallbacks = 0
let queued: VoidFunction[] = []

function applyQueued() {
  const changes = queued
  queued = []
  for (const change of changes) change()
}

function queue(change: VoidFunction) {
  if (queued.length === 0) queueMicrotask(() => flushSync(applyQueued))
  queued.push(change)
}

function discreteBindable(bindable: BindableFn): BindableFn {
  function wrapped<K>(params: () => BindableParams<K>): Bindable<K> {
    const own = bindable(params)
    return {
      ...own,
      set(value) {
        if (trackCallbacks > 0) return own.set(value)
        if (!params().sync) return queue(() => own.set(value))
        flushSync(() => {
          applyQueued()
          own.set(value)
        })
      },
    }
  }
  return Object.assign(wrapped, { cleanup: bindable.cleanup, ref: bindable.ref })
}

/** `machine` whose context changes render before the next input, as outside a shadow root. */
export function withDiscreteUpdates<T extends MachineSchema>(machine: Machine<T>): Machine<T> {
  const { context, watch } = machine
  return {
    ...machine,
    context:
      context && ((params) => context({ ...params, bindable: discreteBindable(params.bindable) })),
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
