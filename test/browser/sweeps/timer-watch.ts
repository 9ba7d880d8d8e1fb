/**
 * Counts the timers a page starts while it is watched: intervals still running, and timeouts
 * and animation frames asked for during a quiet spell (a loop asks again each time it runs).
 */
export function watchTimers() {
  const { setInterval, clearInterval, setTimeout, requestAnimationFrame } = window
  const intervals = new Set<number>()
  let asked = 0

  window.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const id = setInterval(...args)
    intervals.add(id)
    return id
  }) as typeof setInterval
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id)
    clearInterval(id)
  }) as typeof clearInterval
  window.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    asked++
    return setTimeout(...args)
  }) as typeof setTimeout
  window.requestAnimationFrame = (callback) => {
    asked++
    return requestAnimationFrame(callback)
  }

  return {
    /** Waits `ms` without timers of its own; gives the timeouts and frames asked for meanwhile. */
    async quietSpell(ms: number): Promise<number> {
      const before = asked
      await new Promise((resolve) => setTimeout(resolve, ms))
      return asked - before
    },
    runningIntervals: () => intervals.size,
    restore() {
      Object.assign(window, { setInterval, clearInterval, setTimeout, requestAnimationFrame })
    },
  }
}
