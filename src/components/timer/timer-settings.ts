/** The numeric settings a timer demo hands to zag's timer machine. */
export interface TimerSettings {
  countdown: boolean
  startMs: number
  /** 0 stands for "no target" in the Controls tab. */
  targetMs: number
  interval: number
}

/**
 * Why zag would refuse these settings, or null when it accepts them. zag's timer throws
 * on an invalid configuration while the machine starts; the demo checks first, shows the
 * reason and keeps its defaults, so a bad setting never breaks the page.
 */
export function timerSettingsProblem(settings: TimerSettings): string | null {
  const { countdown, startMs, targetMs, interval } = settings
  if (!(interval > 0)) return `The tick interval must be positive (in ms), not ${interval}.`
  if (!(startMs >= 0)) return `The start must be 0 ms or more, not ${startMs}.`
  if (!(targetMs >= 0)) return `The target must be 0 ms or more, not ${targetMs}.`
  if (countdown && targetMs > 0 && startMs <= targetMs)
    return `A countdown must start above its target: start ${startMs} ms, target ${targetMs} ms.`
  if (countdown && targetMs === 0 && startMs === 0)
    return "A countdown without a target must start above 0 ms."
  if (!countdown && targetMs > 0 && startMs >= targetMs)
    return `A stopwatch must start below its target: start ${startMs} ms, target ${targetMs} ms.`
  return null
}

/** The machine props for valid settings: a target of 0 means none. */
export function timerMachineProps(settings: TimerSettings) {
  const { countdown, startMs, targetMs, interval } = settings
  return { countdown, startMs, interval, targetMs: targetMs > 0 ? targetMs : undefined }
}

/**
 * Progress = (current − start) / (target − start), from 0 to 1, and 0 without a
 * target. A countdown always has one: it stops at 0 when none is set. (zag's own
 * progressPercent runs backwards for a countdown, so the demo computes this one.)
 */
export function timerProgress(settings: TimerSettings, currentMs: number): number {
  const { countdown, startMs } = settings
  const targetMs = settings.targetMs > 0 ? settings.targetMs : countdown ? 0 : undefined
  if (targetMs === undefined || targetMs === startMs) return 0
  const progress = (currentMs - startMs) / (targetMs - startMs)
  return Math.min(1, Math.max(0, progress))
}
