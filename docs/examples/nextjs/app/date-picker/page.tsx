import { PickerWithState } from "./picker-with-state"

// A server component page whose demo sits in a client component, which can pass event props.
export default function DatePickerPage() {
  return (
    <>
      <h1>Date picker</h1>
      <PickerWithState />
    </>
  )
}
