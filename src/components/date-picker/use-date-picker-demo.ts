import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, type PropTypes } from "@zag-js/react"
import { useEffect, useMemo } from "react"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { DatePickerSettings } from "./date-picker.controls"
import { readDateBounds, unavailableRule } from "./date-picker-settings"

/**
 * The settings a date picker receives: the demos get them all; a variant's own, smaller
 * schema leaves out those that do not apply to it (no day grid, no popup).
 */
export type DatePickerDemoSettings = Partial<DatePickerSettings>

/**
 * The date picker machine all three demos and their variants run, fed from the Controls tab.
 * Settings zag cannot take as typed (min and max are text here) are read first; a bad one is
 * set aside with a reason the demo shows, instead of reaching zag and throwing. `props` are
 * the variant's own machine props (inline, a minimum view, a format of its own, …).
 */
export function useDatePickerDemo(
  settings: DatePickerDemoSettings,
  selectionMode: datePicker.SelectionMode,
  props: Partial<datePicker.Props> = {},
) {
  const {
    min: minText = "",
    max: maxText = "",
    weekendsUnavailable = false,
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
    ...(numOfMonths !== undefined && { numOfMonths: Math.round(numOfMonths) }),
    ...(startOfWeek !== undefined && { startOfWeek: Math.round(startOfWeek) }),
    isDateUnavailable: unavailableRule(weekendsUnavailable),
    positioning: { ...overlayPositioning, ...(placement && { placement }) },
    ...props,
  })
  return { api: datePicker.connect(service, normalizeProps), messages: bounds.problems }
}

/** The connected API the shared date picker parts render from. */
export type DatePickerApi = datePicker.Api<PropTypes>
