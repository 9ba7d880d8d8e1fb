export interface ProgressRange {
  min: number
  max: number
}

/** A progress bar runs from 0 to 100 unless told otherwise. */
export const DEFAULT_PROGRESS_RANGE: ProgressRange = { min: 0, max: 100 }

export interface CheckedProgress extends ProgressRange {
  value: number
  /** What was set aside and what is shown instead, or null when the request is valid. */
  problem: string | null
}

/**
 * The value must lie within min and max. zag throws when a progress starts with a
 * value outside them (and a later one only skews the bar), so the demo checks first: a bad
 * range falls back to 0–100, and a value outside the range is shown clamped to its nearest end.
 */
export function checkProgressValue(value: number, requested: ProgressRange): CheckedProgress {
  const problems: string[] = []
  let { min, max } = requested
  if (!(max > min)) {
    problems.push(`Max ${max} must be greater than min ${min}; using 0–100.`)
    ;({ min, max } = DEFAULT_PROGRESS_RANGE)
  }
  const shown = Math.min(max, Math.max(min, value))
  if (shown !== value) {
    problems.push(`Value ${value} is outside ${min}–${max}; showing it clamped to ${shown}.`)
  }
  return { value: shown, min, max, problem: problems.length ? problems.join(" ") : null }
}
