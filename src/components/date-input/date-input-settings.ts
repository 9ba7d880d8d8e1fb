import {
  parseDate,
  parseDateTime,
  toCalendarDateTime,
  today,
  toZoned,
  type DateValue,
} from "@internationalized/date"

/** A setting read into dates, or the reason it was set aside. */
export type DateSettingResult = { dates: DateValue[] } | { problem: string }

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/**
 * Reads one date written YYYY-MM-DD, or YYYY-MM-DDThh:mm[:ss] with a time. zag's parsers
 * throw on anything else, which would take the demo down while a visitor is still typing.
 */
export function parseDateText(text: string): DateValue | undefined {
  const trimmed = text.trim()
  if (!DATE.test(trimmed) && !DATE_TIME.test(trimmed)) return undefined
  if (trimmed.startsWith("0000")) return undefined
  try {
    return DATE.test(trimmed) ? parseDate(trimmed) : parseDateTime(trimmed)
  } catch {
    return undefined
  }
}

/** A floating date as the moment it names in a zone; "none" leaves it floating. */
export function inZone(date: DateValue, zone: string): DateValue {
  if (zone === "none" || "timeZone" in date) return date
  return toZoned("hour" in date ? date : toCalendarDateTime(date), zone)
}

/** The settings that name dates, read with the zone they are taken in. */
export interface DateTexts {
  value: string
  placeholderValue: string
  min: string
  max: string
  timeZone: string
  selectionMode: "single" | "range"
}

export interface DateSettings {
  value: DateValue[]
  placeholderValue: DateValue | undefined
  min: DateValue | undefined
  max: DateValue | undefined
  /** Why some settings were set aside (each falls back to none). */
  problems: string[]
}

const LABELS = { value: "Value", placeholderValue: "Placeholder value", min: "Min", max: "Max" }

/** Reads the date settings; a bad one falls back to none, with its reason in `problems`. */
export function readDateSettings(texts: DateTexts): DateSettings {
  const problems: string[] = []
  const zoned = (date: DateValue) => inZone(date, texts.timeZone)
  const one = (key: "placeholderValue" | "min" | "max") => {
    const text = texts[key]
    if (text.trim() === "") return undefined
    const date = parseDateText(text)
    if (date) return zoned(date)
    problems.push(`${LABELS[key]} "${text}" ignored: expected YYYY-MM-DD (or with Thh:mm).`)
    return undefined
  }
  let min = one("min")
  let max = one("max")
  if (min && max && min.compare(max) > 0) {
    problems.push(`Min is after max: both ignored.`)
    min = max = undefined
  }
  return {
    value: readValue(texts, zoned, problems),
    placeholderValue: one("placeholderValue"),
    min,
    max,
    problems,
  }
}

function readValue(texts: DateTexts, zoned: (date: DateValue) => DateValue, problems: string[]) {
  if (texts.value.trim() === "") return []
  const parts = texts.value.split(",")
  const wanted = texts.selectionMode === "range" ? 2 : 1
  const dates = parts.map(parseDateText)
  if (parts.length !== wanted || dates.some((date) => !date)) {
    const shape = wanted === 2 ? "two dates separated by a comma" : "one date"
    problems.push(`${LABELS.value} "${texts.value}" ignored: expected ${shape}, YYYY-MM-DD.`)
    return []
  }
  return (dates as DateValue[]).map(zoned)
}

/** The placeholder a zoned field starts from: midnight today in its zone (stable all day). */
export function zonedToday(zone: string): DateValue | undefined {
  if (zone === "none") return undefined
  return toZoned(toCalendarDateTime(today(zone)), zone)
}

/** The granularity a time-only field needs: hours alone make no time of day. */
export function timeOnlyGranularity(granularity: string): "minute" | "second" {
  return granularity === "second" ? "second" : "minute"
}

/** The formatter options of a time-only field, as zag builds its own minus the date fields. */
export function timeOnlyFormat(options: {
  granularity: "minute" | "second"
  leadingZeros: boolean
  hourCycle: "locale" | "12" | "24"
  timeZone: string
  showZone: boolean
}): Intl.DateTimeFormatOptions {
  const cycles = { locale: undefined, "12": "h12", "24": "h23" } as const
  return {
    timeZone: options.timeZone,
    hour: options.leadingZeros ? "2-digit" : "numeric",
    minute: "2-digit",
    ...(options.granularity === "second" ? { second: "2-digit" } : {}),
    hourCycle: cycles[options.hourCycle],
    ...(options.showZone ? { timeZoneName: "short" } : {}),
  }
}
