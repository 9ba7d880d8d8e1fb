import type { DateValue } from "@zag-js/date-picker"
import { useEffect, useRef } from "react"

/**
 * A hidden field carrying the picker's value into its form as ISO dates (comma separated).
 * zag writes the text input without firing events when a day is clicked, so this field fires
 * a bubbling input event on each change: the form log then records every new value.
 */
export function DateValueField({ name, value, write = iso }: DateValueFieldProps) {
  const field = useRef<HTMLInputElement>(null)
  const text = formDates(value, write)
  const logged = useRef(text)
  useEffect(() => {
    if (logged.current === text) return
    logged.current = text
    field.current?.dispatchEvent(new Event("input", { bubbles: true }))
  }, [text])
  return <input ref={field} type="hidden" name={name} value={text} />
}

interface DateValueFieldProps {
  name: string
  value: PartialDates
  /** How one date is written (ISO YYYY-MM-DD unless said). */
  write?: (date: DateValue) => string
}

const iso = (date: DateValue) => date.toString()

/**
 * zag types the value as full, but a range whose end was typed first holds no start
 * (`[undefined, end]`, or a hole): each entry may be missing.
 */
type PartialDates = readonly (DateValue | undefined)[]

/** The value as the form sends it: an empty start stays an empty slot (",2024-06-15"). */
function formDates(value: PartialDates, write: (date: DateValue) => string): string {
  return Array.from(value, (date) => (date ? write(date) : "")).join(",")
}
