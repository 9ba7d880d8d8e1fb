export interface TimeOfDay {
  hour: number
  minute: number
  second: number
}

export type TimeSettingResult =
  { time: TimeOfDay | undefined; problem?: undefined } | { time: undefined; problem: string }

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * Reads a min or max setting written as 24-hour `hh:mm[:ss]`. Empty means no bound; anything
 * else that is not a real time of day comes back as a problem to show, and no bound.
 */
export function parseTimeSetting(name: string, text: string): TimeSettingResult {
  const trimmed = text.trim()
  if (trimmed === "") return { time: undefined }
  const match = TIME_OF_DAY.exec(trimmed)
  const [hour, minute, second] = match ? match.slice(1).map((part) => Number(part ?? 0)) : []
  if (hour === undefined || minute === undefined || second === undefined)
    return {
      time: undefined,
      problem: `Ignoring ${name} "${text}": write it as hh:mm or hh:mm:ss.`,
    }
  if (hour > 23 || minute > 59 || second > 59)
    return { time: undefined, problem: `Ignoring ${name} "${text}": that is not a time of day.` }
  return { time: { hour, minute, second } }
}

/** The part of @internationalized/date's Time that clamping needs. */
interface ComparableTime<T> {
  compare(other: T): number
}

/**
 * A typed time is clamped into min and max. zag 1.22's own clamp runs before its
 * new value is readable under @zag-js/react 1.47, so the demo clamps each change it is told of.
 */
export function clampTime<T extends ComparableTime<T>>(value: T | null, min?: T, max?: T) {
  if (value === null) return null
  if (min && value.compare(min) < 0) return min
  if (max && value.compare(max) > 0) return max
  return value
}
