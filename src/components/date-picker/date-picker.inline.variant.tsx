import { today } from "@internationalized/date"
import { useMemo } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as inlineControls } from "./date-picker.inline.controls"
import styles from "./date-picker.css?inline"
import { InlineFrame } from "./date-picker-inline"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * zag's `inline` picker: the calendar is part of the page, open for good, and today starts
 * selected. Escape and outside clicks have nothing to close.
 */
export default function DatePickerInline({ values }: DemoProps<typeof inlineControls>) {
  const defaultValue = useMemo(() => [today(values.timeZone)], [values.timeZone])
  const { api, messages } = useDatePickerDemo(values, "single", { inline: true, defaultValue })
  return <InlineFrame api={api} messages={messages} name="date" />
}
