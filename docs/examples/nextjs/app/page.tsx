// A server component (the App Router's default): no "use client" here. Next resolves
// `statebook-elements/react` for it with the `react-server` condition: each demo component
// renders its widget on the server, into the tag's declarative shadow root, so the page
// shows the demos before any script (and with scripts off); in the browser the element
// hydrates that HTML in place. The shadow roots link their stylesheets from
// app/statebook-elements/styles.
import { DemoAccordion, DemoSwitch } from "statebook-elements/react"

export default function Home() {
  return (
    <>
      <h1>Accordion and switch</h1>
      <DemoAccordion multiple />
      <DemoSwitch noToolbar />
    </>
  )
}
