/**
 * Animation frames held back while a replay feeds its events. zag leaves work for the next
 * frame (move focus, then select the focused tab); live, that frame came after the events sent
 * within it (the focus event of the focus it moved). A replay sends events tasks apart, and a
 * real frame could fall between any two of them, running that work too early. So while it
 * runs, frames wait in a queue, and the replayer runs them where the live session had them:
 * after the events of a frame's window, those its callbacks sent included, before the first
 * event after the frame (the tape counts the frames the page rendered: recording.ts).
 * Only for a replay's short run; the live demo's frames wait with them, by a few milliseconds.
 * Replays may overlap (a reader pressing Earlier twice): they share one hold, and the browser
 * gets its frames back when the last lets go.
 */
export interface HeldFrames {
  /** Runs the callbacks queued so far, and those they queue, as frames would. */
  run(settle: () => Promise<unknown>): Promise<void>
  /** Lets go of the hold (once); the last to let go hands what is queued to the browser. */
  release(): void
}

interface Hold {
  request: typeof window.requestAnimationFrame
  cancel: typeof window.cancelAnimationFrame
  queue: Map<number, FrameRequestCallback>
  holders: number
}

let hold: Hold | null = null
// Negative ids never meet the browser's own (positive) ones.
let nextId = -1

function take(): Hold {
  if (hold) {
    hold.holders++
    return hold
  }
  const taken: Hold = {
    request: window.requestAnimationFrame,
    cancel: window.cancelAnimationFrame,
    queue: new Map(),
    holders: 1,
  }
  window.requestAnimationFrame = (callback) => {
    taken.queue.set(nextId, callback)
    return nextId--
  }
  window.cancelAnimationFrame = (id) => {
    if (!taken.queue.delete(id)) taken.cancel.call(window, id)
  }
  return (hold = taken)
}

export function holdFrames(): HeldFrames {
  const taken = take()
  let released = false
  return {
    async run(settle) {
      // A few rounds: a frame's work may ask for the next frame (a focus, then a scroll).
      for (let round = 0; round < 3 && taken.queue.size > 0; round++) {
        const callbacks = [...taken.queue.values()]
        taken.queue.clear()
        for (const callback of callbacks) {
          callback(performance.now())
          await settle()
        }
      }
    },
    release() {
      if (released) return
      released = true
      if (--taken.holders > 0) return
      window.requestAnimationFrame = taken.request
      window.cancelAnimationFrame = taken.cancel
      for (const callback of taken.queue.values()) taken.request.call(window, callback)
      taken.queue.clear()
      hold = null
    },
  }
}
