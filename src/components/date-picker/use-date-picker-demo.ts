import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, type PropTypes } from "@zag-js/react"
import { useEffect, useMemo } from "react"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { DatePickerSettings } from "./date-picker.controls"
import { readDateBounds, unavailableRule } from "./date-picker-settings"

/**
 * The date picker machine all three demos run, fed from the Controls tab. Settings zag
 * cannot take as typed (min and max are text here) are read first; a bad one is set aside
 * with a reason the demo shows, instead of reaching zag and throwing.
 */
export function useDatePickerDemo(
  settings: DatePickerSettings,
  selectionMode: datePicker.SelectionMode,
) {
  const {
    min: minText,
    max: maxText,
    weekendsUnavailable,
    placement,
    numOfMonths,
    startOfWeek,
    ...machineSettings
  } = settings
  const bounds = useMemo(() => readDateBounds(minText, maxText), [minText, maxText])

  const log = useDemoLog()
  const problems = bounds.problems.join(" ")
  useEffect(() => {
    if (problems) log(`date picker settings: ${problems}`)
  }, [problems, log])

  const service = useDemoMachine(datePicker.machine, {
    ...machineSettings,
    selectionMode,
    min: bounds.min,
    max: bounds.max,
    // The number controls accept fractions; zag counts whole months and weekdays.
    numOfMonths: Math.round(numOfMonths),
    startOfWeek: Math.round(startOfWeek),
    isDateUnavailable: unavailableRule(weekendsUnavailable),
    positioning: { ...overlayPositioning, placement },
  })
  return { api: datePicker.connect(service, normalizeProps), messages: bounds.problems }
}

/** The connected API the shared date picker parts render from. */
export type DatePickerApi = datePicker.Api<PropTypes>
