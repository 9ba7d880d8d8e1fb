import { expect } from "chai"
import { createRef } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { getByRole } from "@testing-library/dom"
import { findDemo } from "../../src/catalog"
import { registerDemoElements } from "./register-demos"
import { demoComponent } from "../../src/react/demo-component"
import { componentSettingKeys } from "../../scripts/element-manifest"
import { captureConsole, click, waitFor, waitForDemo, within } from "./helpers"
import { serverRendered } from "./server-rendered"
import { SERVER_SHADOW_PROP } from "../../src/react/server-shadow"

// The React components of `statebook-elements/react` (built from demoComponent), in React's
// development build (web-test-runner.config.mjs), which reports hydration mismatches and
// bad props on console.error.

interface AccordionProps {
  multiple?: boolean
  collapsible?: boolean
  noToolbar?: boolean
  className?: string
  onStateChange?: (event: CustomEvent<{ state: unknown }>) => void
}

const accordion = findDemo("accordion")!
const DemoAccordion = demoComponent<AccordionProps>(
  "demo-accordion",
  "DemoAccordion",
  componentSettingKeys(accordion),
)

describe("React components of the demo elements", () => {
  let container: HTMLElement
  let root: Root | null = null
  let errors: ReturnType<typeof captureConsole>

  before(() => registerDemoElements([accordion]))
  beforeEach(() => {
    container = document.createElement("div")
    document.body.append(container)
    errors = captureConsole("error")
  })
  afterEach(async () => {
    root?.unmount()
    root = null
    container.remove()
    errors.restore()
  })

  it("renders the tag with attribute text on the server, and hydrates it without a warning", async () => {
    const app = <DemoAccordion multiple collapsible={false} className="docs-demo" />
    // The server's HTML, parsed as the browser parses a page.
    const page = new DOMParser().parseFromString(renderToString(app), "text/html")
    container.append(...page.body.childNodes)
    const tag = container.querySelector("demo-accordion")!
    expect(tag.getAttribute("multiple")).to.equal("")
    // false is written out: an absent attribute would mean the default.
    expect(tag.getAttribute("collapsible")).to.equal("false")
    expect(tag.getAttribute("class")).to.equal("docs-demo")

    root = hydrateRoot(container, app)
    const { root: shadow } = await waitForDemo(tag as HTMLElement)
    expect(getByRole(within(shadow), "button", { name: /^Home/ }).localName).to.equal("button")
    expect(container.querySelector("demo-accordion")).to.equal(tag)
    expect(errors.calls).to.deep.equal([])
  })

  it("hydrates a server component's tag, its widget in the shadow root, keeping its nodes", async () => {
    // What a server component sends (src/react/server-component.ts): the client component
    // with the shadow root as HTML, which the browser parsed into the tag's shadow root.
    const served = await serverRendered("accordion", { multiple: true })
    const shadowHtml = `<template shadowrootmode="open">${served.shadow.getHTML()}</template>`
    container.setHTMLUnsafe(`<demo-accordion multiple="">${shadowHtml}</demo-accordion>`)
    const tag = container.querySelector("demo-accordion") as HTMLElement & { ready: Promise<void> }
    const trigger = getByRole(within(tag.shadowRoot!), "button", { name: /^Home/ })
    root = hydrateRoot(
      container,
      <DemoAccordion multiple {...{ [SERVER_SHADOW_PROP]: shadowHtml }} />,
    )
    await tag.ready
    // The prop is no attribute, and React put nothing in the tag.
    expect(tag.getAttributeNames()).to.deep.equal(["multiple"])
    expect(tag.childNodes.length).to.equal(0)
    await click(trigger)
    await waitFor(
      () => trigger.getAttribute("aria-expanded") === "true",
      "the server's trigger to open",
    )
    expect(errors.calls).to.deep.equal([])
  })

  it("passes settings as they change, forwards its ref and calls onStateChange", async () => {
    const states: unknown[] = []
    const ref = createRef<HTMLElement>()
    const render = (multiple: boolean) => (
      <DemoAccordion
        ref={ref}
        multiple={multiple}
        noToolbar
        onStateChange={(event) => states.push(event.detail.state)}
      />
    )
    root = createRoot(container)
    root.render(render(false))
    const element = await waitFor(() => ref.current, "the ref to reach the element")
    expect(element.localName).to.equal("demo-accordion")
    expect(element.hasAttribute("no-toolbar")).to.equal(true)
    const { root: shadow } = await waitForDemo(element)

    root.render(render(true))
    await waitFor(
      () => (element as HTMLElement & { multiple?: boolean }).multiple === true || null,
      "multiple to be on",
    )

    const before = states.length
    await click(getByRole(within(shadow), "button", { name: /^Home/ }))
    await waitFor(() => states.length > before || null, "a statechange to reach the prop")
    expect(errors.calls).to.deep.equal([])
  })
})
