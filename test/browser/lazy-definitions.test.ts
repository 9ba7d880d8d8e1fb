import { controls as accordionControls } from "../../src/components/accordion/accordion.controls"
import { attributeName } from "../../src/components/kit/runtime/controls"
import type { LoadedDemo } from "../../src/elements/define/demo-definition"
import { defineDemoElements } from "../../src/elements/define/define-elements"
import { waitFor, waitForDemo } from "./helpers"

// The all-demos entry defines elements from attribute names alone and fetches a demo's
// schema with its code on first connect. Elements made before that, or with attributes
// written before the schema arrived, must still come up with their settings.
describe("elements defined before their demo's code is here", () => {
  it("reads early attributes once the schema arrives, also for an element made meanwhile", async () => {
    let arrive!: (module: LoadedDemo) => void
    const arrival = new Promise<LoadedDemo>((resolve) => (arrive = resolve))
    defineDemoElements([
      {
        slug: "late-accordion",
        attributes: Object.keys(accordionControls).map(attributeName),
        load: () => arrival,
      },
    ])
    const first = document.createElement("demo-late-accordion")
    first.setAttribute("orientation", "horizontal")
    document.body.append(first)
    // Made while the code is on its way, connected after it came.
    const second = document.createElement("demo-late-accordion")
    second.setAttribute("orientation", "horizontal")
    try {
      await waitFor(() => first.shadowRoot!.querySelector("[data-sb-loading]"), "the loading text")
      arrive({
        ...(await import("../../src/components/accordion/accordion.demo")),
        controls: accordionControls,
      })
      const { root } = await waitForDemo(first)
      document.body.append(second)
      const later = await waitForDemo(second)
      for (const shadow of [root, later.root])
        await waitFor(
          () =>
            shadow
              .querySelector('[data-scope="accordion"][data-part="root"]')
              ?.getAttribute("data-orientation") === "horizontal",
          "the horizontal accordion",
        )
    } finally {
      first.remove()
      second.remove()
    }
  })
})
