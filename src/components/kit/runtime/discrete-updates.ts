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
 *
 * Events dispatched in one task (a script, a test, an assistive tool sending keys) reach zag
 * before any of those microtasks: zag reads context through the bindable's `ref`, which
 * React sets only when it renders, so the second key stepped from the value the first had
 * left (2,000 keys moved a slider one step), and a focus followed by a key read no focused
 * thumb at all. So each change is also kept as the bindable's pending value, which zag reads
 * until the change has rendered, as a native control's value changes at once: each event
 * steps from where the last left it. A render in between (a change of state renders at once)
 * cannot put the old value back, since the pending one is read over it.
 */

/** How many `track` callbacks (React passive effects) are running now. */
let trackCallbacks = 0

/** A change waiting for its render: the bindable's React ref (the same object every render), the value, its setter. */
type PendingChange = [ref: object, value: unknown, apply: VoidFunction]
let queued: PendingChange[] = []
const pending = new WeakMap<object, PendingChange>()

/** Renders every queued change at once; then zag reads what React rendered again. */
function renderQueued() {
  const changes = queued
  queued = []
  flushSync(() => changes.forEach((change) => change[2]()))
  for (const change of changes) if (pending.get(change[0]) === change) pending.delete(change[0])
}

/** zag's rule for a bindable's `set`: a function is an updater of the current value. */
const resolve = <K>(current: K, value: K | ((previous: K) => K)): K =>
  typeof value === "function" ? (value as (previous: K) => K)(current) : value

function discreteBindable(bindable: BindableFn): BindableFn {
  function wrapped<K>(params: () => BindableParams<K>): Bindable<K> {
    const own = bindable(params)
    // What zag reads, through `ref` (context.get) and `get` (context.hash, which a machine's
    // effects compare and hidden inputs show): the pending value while there is one, else what
    // React rendered. Both, or a render in between would see two values at once.
    const pendingOr = (rendered: () => K): K => {
      const change = pending.get(own.ref)
      return change ? (change[1] as K) : rendered()
    }
    const ref = {
      get current() {
        return pendingOr(() => own.ref.current as K)
      },
    }
    return {
      ...own,
      ref,
      get: () => pendingOr(own.get),
      set(value) {
        const next = resolve<K>(ref.current as K, value)
        if (trackCallbacks > 0) return own.set(next)
        const change: PendingChange = [own.ref, next, () => own.set(next)]
        if (!queued.length) queueMicrotask(renderQueued)
        queued.push(change)
        pending.set(own.ref, change)
        // zag wants this one rendered now: with every change queued before it.
        if (params().sync) renderQueued()
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
