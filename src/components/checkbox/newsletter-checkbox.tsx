import * as checkbox from "@zag-js/checkbox"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useRef } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as checkboxControls } from "./checkbox.controls"

const initialStates: Record<string, checkbox.CheckedState> = {
  false: false,
  true: true,
  indeterminate: "indeterminate",
}

/** The zag checkbox itself: starts in the chosen state, which zag restores on form reset. */
export function NewsletterCheckbox({ values }: DemoProps<typeof checkboxControls>) {
  const { checked, ...props } = values
  const service = useDemoMachine(checkbox.machine, {
    ...props,
    defaultChecked: initialStates[checked],
  })
  const api = checkbox.connect(service, normalizeProps)
  const input = useRef<HTMLInputElement>(null)
  // zag syncs the native input only when the state changes, so a checkbox that starts
  // indeterminate would read as plain unchecked to assistive technology.
  useEffect(() => {
    if (input.current) input.current.indeterminate = api.indeterminate
  }, [api.indeterminate])
  return (
    <label {...api.getRootProps()}>
      <span {...api.getControlProps()}>
        <span {...api.getIndicatorProps()}>{api.indeterminate ? "−" : "✓"}</span>
      </span>
      <span {...api.getLabelProps()}>Subscribe to the newsletter</span>
      <input ref={input} {...api.getHiddenInputProps()} />
    </label>
  )
}
