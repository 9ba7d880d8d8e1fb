/**
 * Animation frames held back while a replay feeds its events. zag leaves work for the next
 * frame (move focus, then select the focused tab); live, that frame came after the events sent
 * within it (the focus event of the focus it moved). A replay sends events tasks apart, and a
 * real frame could fall between any two of them, running that work too early. So while it
 * runs, frames wait in a queue, and the replayer runs them where the live session had them:
 * after the events that followed within a frame, before the next input (see replayer.ts).
 * Only for a replay's short run; the live demo's frames wait with them, by a few milliseconds.
 */
export interface HeldFrames {
  /** Runs the callbacks queued so far, and those they queue, as frames would. */
  run(settle: () => Promise<unknown>): Promise<void>
  /** Puts the browser's frames back, handing them what is still queued. */
  release(): void
}

export function holdFrames(): HeldFrames {
  const request = window.requestAnimationFrame
  const cancel = window.cancelAnimationFrame
  const queue = new Map<number, FrameRequestCallback>()
  // Negative ids never meet the browser's own (positive) ones.
  let nextId = -1
  window.requestAnimationFrame = (callback) => {
    queue.set(nextId, callback)
    return nextId--
  }
  window.cancelAnimationFrame = (id) => {
    if (!queue.delete(id)) cancel.call(window, id)
  }
  return {
    async run(settle) {
      // A few rounds: a frame's work may ask for the next frame (a focus, then a scroll).
      for (let round = 0; round < 3 && queue.size > 0; round++) {
        const callbacks = [...queue.values()]
        queue.clear()
        for (const callback of callbacks) {
          callback(performance.now())
          await settle()
        }
      }
    },
    release() {
      window.requestAnimationFrame = request
      window.cancelAnimationFrame = cancel
      for (const callback of queue.values()) request.call(window, callback)
      queue.clear()
    },
  }
}
