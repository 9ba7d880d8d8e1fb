import { expect } from "chai"
import r2wc from "@r2wc/react-to-web-component"
import { waitFor } from "./helpers"

// The demo elements (src/elements/define/element-class.ts) hand settings to their React root
// through r2wc's props record and render hook, kept under these registered symbols. If an r2wc
// release moves them, this fails here, by name, before any demo does.
const R2WC_PROPS = Symbol.for("r2wc.props")
const R2WC_RENDER = Symbol.for("r2wc.render")

function Greeting({ name }: { name?: string }) {
  return <p>Hello {name ?? "nobody"}</p>
}

type Internals = HTMLElement & {
  container: ShadowRoot
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_RENDER](): void
}

describe("r2wc internals the elements rely on", () => {
  it("renders in an open shadow root and re-renders with props set in its record", async () => {
    customElements.define("test-r2wc-greeting", r2wc(Greeting, { shadow: "open", props: [] }))
    const element = document.createElement("test-r2wc-greeting") as Internals
    document.body.append(element)
    try {
      expect(element.shadowRoot).to.equal(element.container)
      await waitFor(() => element.shadowRoot!.textContent === "Hello nobody", "the first render")
      expect(element[R2WC_PROPS], "r2wc's props record").to.be.an("object")
      expect(element[R2WC_RENDER], "r2wc's render hook").to.be.a("function")
      Object.assign(element[R2WC_PROPS], { name: "Ada" })
      element[R2WC_RENDER]()
      await waitFor(() => element.shadowRoot!.textContent === "Hello Ada", "the new props")
    } finally {
      element.remove()
    }
  })
})
