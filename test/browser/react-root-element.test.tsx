import { expect } from "chai"
import { useEffect } from "react"
import {
  reactElementClass,
  renderWithProps,
  setProps,
  type ReactRootElement,
} from "../../src/elements/react-root-element"
import { waitFor } from "./helpers"

// The element every demo element extends: a React root in an open shadow root, rendering
// with the props the element sets, mounted while the element is in the document.
const mounts: string[] = []

function Greeting({ name, container }: { name?: string; container?: ShadowRoot }) {
  useEffect(() => {
    mounts.push("mount")
    return () => void mounts.push("unmount")
  }, [])
  return <p data-in-container={String(container instanceof ShadowRoot)}>Hello {name ?? "nobody"}</p>
}

customElements.define("test-react-root", reactElementClass(Greeting))
const create = () => document.createElement("test-react-root") as ReactRootElement
const text = (element: ReactRootElement) => element.shadowRoot!.textContent

describe("the React root element demo elements extend", () => {
  beforeEach(() => (mounts.length = 0))

  it("renders in an open shadow root, handed to it as `container`, and again with new props", async () => {
    const element = create()
    document.body.append(element)
    try {
      expect(element.shadowRoot).to.equal(element.container)
      await waitFor(() => text(element) === "Hello nobody", "the first render")
      expect(element.shadowRoot!.querySelector("p")!.dataset.inContainer).to.equal("true")
      renderWithProps(element, { name: "Ada" })
      await waitFor(() => text(element) === "Hello Ada", "the new props")
    } finally {
      element.remove()
    }
  })

  it("renders nothing before it is connected, then the props set so far", async () => {
    const element = create()
    setProps(element, { name: "Grace" })
    renderWithProps(element, { name: "Lin" })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(text(element)).to.equal("")
    document.body.append(element)
    try {
      await waitFor(() => text(element) === "Hello Lin", "the first render once connected")
    } finally {
      element.remove()
    }
  })

  it("unmounts when removed and mounts afresh when appended again", async () => {
    const element = create()
    document.body.append(element)
    await waitFor(() => mounts.length === 1, "the mount")
    element.remove()
    await waitFor(() => mounts.join() === "mount,unmount", "the unmount on removal")
    document.body.append(element)
    try {
      await waitFor(() => mounts.join() === "mount,unmount,mount", "a new mount")
      expect(text(element)).to.equal("Hello nobody")
    } finally {
      element.remove()
    }
  })
})
