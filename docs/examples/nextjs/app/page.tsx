// A server component (the App Router's default): no "use client" here. The demo components
// are client components, so they render on the server as <demo-*> tags with their
// attributes and register their elements in the browser.
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
