import {
  DateFormatter,
  GregorianCalendar,
  PersianCalendar,
  type CalendarIdentifier,
} from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, type PropTypes } from "@zag-js/react"
import { useEffect, useMemo } from "react"
import type { ControlValues } from "../kit/runtime/controls"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import type { controls } from "./date-input.controls"
import {
  readDateSettings,
  timeOnlyFormat,
  timeOnlyGranularity,
  zonedToday,
} from "./date-input-settings"

type Settings = ControlValues<typeof controls>

/**
 * zag asks for a calendar only for a locale whose default is not Gregorian: of the locales
 * offered, fa-IR's Persian one. Only that calendar is bundled, not every one of
 * @internationalized/date's.
 */
function createCalendar(identifier: CalendarIdentifier) {
  return identifier === "persian" ? new PersianCalendar() : new GregorianCalendar()
}

/**
 * The date input machine fed from the Controls tab. Settings written as text (dates) are
 * read first; a bad one is set aside with a reason the demo shows and logs, instead of
 * reaching zag and throwing.
 */
export function useDateInputDemo(settings: Settings) {
  const {
    value: valueText,
    placeholderValue: placeholderText,
    min: minText,
    max: maxText,
    timeZone: zone,
    hourCycle,
    timeOnly,
    granularity,
    ...machineSettings
  } = settings
  const { selectionMode, locale, shouldForceLeadingZeros, hideTimeZone } = settings
  const dates = useMemo(
    () =>
      readDateSettings({
        value: valueText,
        placeholderValue: placeholderText,
        min: minText,
        max: maxText,
        timeZone: zone,
        selectionMode,
      }),
    [valueText, placeholderText, minText, maxText, zone, selectionMode],
  )
  const defaultPlaceholderValue = useMemo(() => zonedToday(zone), [zone])
  const timeZone = zone === "none" ? undefined : zone

  // zag has no time-only granularity: its example gives the machine a formatter without the
  // date's fields, which this does when Time only is on.
  const fieldGranularity = timeOnly ? timeOnlyGranularity(granularity) : granularity
  const formatter = useMemo(
    () =>
      timeOnly
        ? new DateFormatter(
            locale,
            timeOnlyFormat({
              granularity: timeOnlyGranularity(granularity),
              leadingZeros: shouldForceLeadingZeros,
              hourCycle,
              timeZone: timeZone ?? "UTC",
              showZone: timeZone !== undefined && !hideTimeZone,
            }),
          )
        : undefined,
    [timeOnly, locale, granularity, shouldForceLeadingZeros, hourCycle, timeZone, hideTimeZone],
  )

  const log = useDemoLog()
  const problems = dates.problems.join(" ")
  useEffect(() => {
    if (problems) log(`date input settings: ${problems}`)
  }, [problems, log])

  const service = useDemoMachine(dateInput.machine, {
    ...machineSettings,
    name: "date",
    timeZone,
    granularity: fieldGranularity,
    hourCycle: hourCycle === "locale" ? undefined : hourCycle === "12" ? 12 : 24,
    formatter,
    createCalendar,
    defaultValue: dates.value,
    placeholderValue: dates.placeholderValue,
    defaultPlaceholderValue,
    min: dates.min,
    max: dates.max,
  })
  const api = dateInput.connect(service, normalizeProps)
  // The machine owns the value; a new Value setting replaces it as typing would.
  // Compared as text: other date settings make a new (equal) list without a new value.
  useSettingToMachine(valueText, () =>
    dates.value.length > 0 ? api.setValue(dates.value) : api.clearValue(),
  )
  return { api, messages: dates.problems }
}

/** The connected API the demo's parts render from. */
export type DateInputApi = dateInput.Api<PropTypes>
