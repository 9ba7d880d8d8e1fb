import { useCallback } from "react"
import type { FormEvent, FormEventHandler } from "react"
import { useDemoLog } from "./use-demo-log"

/** Field name -> value(s), as a form would submit them. Files are listed by name. */
export function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [name, entry] of new FormData(form)) {
    const text = typeof entry === "string" ? entry : entry.name
    const existing = values[name]
    values[name] = existing === undefined ? text : [...[existing].flat(), text]
  }
  return values
}

export interface FormLogHandlers {
  onInput: FormEventHandler<HTMLFormElement>
  onChange: FormEventHandler<HTMLFormElement>
  onSubmit: FormEventHandler<HTMLFormElement>
}

/**
 * Spread on a demo's `<form>`: logs its field values on input, change and submit.
 * Only logging occurs: submit never navigates.
 */
export function useFormLog(): FormLogHandlers {
  const write = useDemoLog()
  const log = useCallback(
    (kind: string, event: FormEvent<HTMLFormElement>) => {
      if (kind === "submit") event.preventDefault()
      write(`form ${kind}`, formValues(event.currentTarget))
    },
    [write],
  )
  return {
    onInput: (event) => log("input", event),
    onChange: (event) => log("change", event),
    onSubmit: (event) => log("submit", event),
  }
}
