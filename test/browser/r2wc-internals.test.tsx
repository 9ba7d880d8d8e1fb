import { expect } from "chai"
import {
  reactElementClass,
  renderWithProps,
  type R2wcElement,
} from "../../src/elements/r2wc-internals"
import { waitFor } from "./helpers"

// The demo elements hand attribute values to r2wc through its private props record and
// render hook. If an r2wc release moves them, this fails here, by name, before any demo does.
function Greeting({ name }: { name?: string }) {
  return <p>Hello {name ?? "nobody"}</p>
}

describe("r2wc internals the elements rely on", () => {
  it("renders in an open shadow root and re-renders with props we set", async () => {
    customElements.define("test-r2wc-greeting", reactElementClass(Greeting, ["name"]))
    const element = document.createElement("test-r2wc-greeting") as R2wcElement
    document.body.append(element)
    try {
      expect(element.shadowRoot).to.equal(element.container)
      await waitFor(() => element.shadowRoot!.textContent === "Hello nobody", "the first render")
      renderWithProps(element, { name: "Ada" })
      await waitFor(() => element.shadowRoot!.textContent === "Hello Ada", "the new props")
    } finally {
      element.remove()
    }
  })
})
