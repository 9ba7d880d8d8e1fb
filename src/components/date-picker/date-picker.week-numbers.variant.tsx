import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as weekNumbersControls } from "./date-picker.week-numbers.controls"
import styles from "./date-picker.css?inline"
import { InlineFrame } from "./date-picker-inline"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/** The column heading's name: zag's default is the abbreviation "Wk". */
const translations = { weekColumnHeader: "Week" }

/**
 * zag's `showWeekNumbers`: each row of days starts with its week of the year, counted the
 * locale's way (a US week starts on Sunday; in de-DE weeks are ISO weeks).
 */
export default function DatePickerWeekNumbers({ values }: DemoProps<typeof weekNumbersControls>) {
  const { api, messages } = useDatePickerDemo(values, "single", {
    inline: true,
    showWeekNumbers: true,
    translations,
  })
  return <InlineFrame api={api} messages={messages} name="date" />
}
