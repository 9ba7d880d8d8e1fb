import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { cleanup, click, mountDemo, resetMouse, waitFor } from "./helpers"

/** What a field's aria-describedby says: its elements' text, in order, absent ones skipped. */
const description = (root: ShadowRoot, field: Element) =>
  field
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((id) => root.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(" ")

// The Controls tab says each setting's default and puts one setting, or all, back to it.
describe("the Controls tab's defaults and reset", () => {
  // The pointer starts away from the panel: left over it by a click, it would fetch the
  // sentences of the next demo's panel as soon as that appears.
  beforeEach(() => resetMouse())
  afterEach(cleanup)

  it("shows each default, offers Reset once a setting differs, and Reset all", async () => {
    const { root, element } = await mountDemo("accordion")
    const panel = root.querySelector<HTMLElement>(".sb-controls")!
    const multiple = getByRole(panel, "checkbox", { name: "Multiple" }) as HTMLInputElement
    // The default is part of the field's description, for a screen reader too.
    expect(description(root, multiple)).to.equal("Default: off")
    const orientation = getByRole(panel, "combobox", { name: "Orientation" }) as HTMLSelectElement
    expect(description(root, orientation)).to.match(/^Default: \w+$/)
    expect(queryByRole(panel, "button", { name: /^Reset Multiple/ })).to.equal(null)
    const resetAll = getByRole(panel, "button", { name: "Reset all" })
    expect(resetAll.getAttribute("aria-disabled")).to.equal("true")

    await click(multiple)
    // The pointer entering the panel fetches each setting's sentence; once they are in, the
    // fields stop moving under the next clicks (on a busy machine one landed beside Reset).
    await waitFor(() => description(root, multiple).startsWith("Several"), "the sentences")
    await click(getByRole(panel, "checkbox", { name: "Collapsible" }))
    await waitFor(() => multiple.checked, "Multiple on")
    expect(resetAll.getAttribute("aria-disabled")).to.equal("false")
    await click(getByRole(panel, "button", { name: "Reset Multiple to off" }))
    await waitFor(() => !multiple.checked, "Multiple back to its default")
    expect((element as HTMLElement & { multiple: boolean }).multiple).to.equal(false)
    expect(queryByRole(panel, "button", { name: /^Reset Multiple/ })).to.equal(null)

    await click(resetAll)
    const collapsible = getByRole(panel, "checkbox", { name: "Collapsible" }) as HTMLInputElement
    await waitFor(() => !collapsible.checked, "Collapsible back to its default")
    expect(resetAll.getAttribute("aria-disabled")).to.equal("true")
  })
  it("shows each setting's sentence once the reader comes to the panel, before its default", async () => {
    const { root } = await mountDemo("accordion")
    const panel = root.querySelector<HTMLElement>(".sb-controls")!
    const multiple = getByRole(panel, "checkbox", { name: "Multiple" }) as HTMLInputElement
    // Not shipped with the widget: fetched when focus or a pointer first enters the panel.
    expect(panel.textContent).not.to.contain("Several items may be open at once.")
    multiple.focus()
    await waitFor(
      () => description(root, multiple) === "Several items may be open at once. Default: off",
      "Multiple described by its sentence and its default",
    )
    expect(panel.textContent).to.contain("Several items may be open at once.")
    const orientation = getByRole(panel, "combobox", { name: "Orientation" })
    expect(description(root, orientation)).to.match(/^Lays the parts out .+\. Default: vertical$/)
  })
})
