import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { cleanup, click, mountDemo, waitFor } from "./helpers"

// The Controls tab says each setting's default and puts one setting, or all, back to it.
describe("the Controls tab's defaults and reset", () => {
  afterEach(cleanup)

  it("shows each default, offers Reset once a setting differs, and Reset all", async () => {
    const { root, element } = await mountDemo("accordion")
    const panel = root.querySelector<HTMLElement>(".sb-controls")!
    const multiple = getByRole(panel, "checkbox", { name: "Multiple" }) as HTMLInputElement
    // The default is part of the field's description, for a screen reader too.
    const describedBy = multiple.getAttribute("aria-describedby")!
    expect(root.getElementById(describedBy)!.textContent).to.equal("Default: off")
    const orientation = getByRole(panel, "combobox", { name: "Orientation" }) as HTMLSelectElement
    expect(
      root.getElementById(orientation.getAttribute("aria-describedby")!)!.textContent,
    ).to.match(/^Default: \w+$/)
    expect(queryByRole(panel, "button", { name: /^Reset Multiple/ })).to.equal(null)
    const resetAll = getByRole(panel, "button", { name: "Reset all" })
    expect(resetAll.getAttribute("aria-disabled")).to.equal("true")

    await click(multiple)
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
})
