"use client"
// Event props are functions, which only a client component can pass to a component.
import { useState } from "react"
import { DemoDatePicker } from "statebook-elements/react"

export function PickerWithState() {
  const [state, setState] = useState("not started")
  return (
    <section>
      <DemoDatePicker
        closeOnSelect={false}
        noToolbar
        onStateChange={(event) => setState(String(event.detail.state))}
      />
      <p>
        Machine state: <output aria-label="Machine state">{state}</output>
      </p>
    </section>
  )
}
