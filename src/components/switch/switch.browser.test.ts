// What only the switch demo does; the rules it shares with the checkbox are in
// test/browser/checkbox-and-switch.test.ts.
import { expect } from "chai"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  waitFor,
} from "../../../test/browser/helpers"
import { featureSwitch } from "./switch.page"

describe("<demo-switch>", () => {
  afterEach(cleanup)

  it("starts off, says the feature is disabled and submits on", async () => {
    const { root } = await mountDemo("switch")
    const toggle = featureSwitch(root)
    expect(toggle.label().textContent).to.equal("Feature is disabled")
    expect(toggle.input().value).to.equal("on")
  })

  it("says the feature is enabled while on, by click and by Space", async () => {
    const { root } = await mountDemo("switch")
    const toggle = featureSwitch(root)
    await click(toggle.control())
    expect(toggle.label().textContent).to.equal("Feature is enabled")
    toggle.input().focus()
    await expectFocus(toggle.input())
    await press("Space")
    expect(toggle.label().textContent).to.equal("Feature is disabled")
  })

  it("ignores clicks when disabled", async () => {
    const { root } = await mountDemo("switch", { disabled: "" })
    const toggle = featureSwitch(root)
    await waitFor(() => toggle.input().disabled, "a disabled switch")
    await click(toggle.control())
    expect(toggle.label().textContent).to.equal("Feature is disabled")
  })
})
