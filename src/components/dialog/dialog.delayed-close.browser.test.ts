import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="delayed-close">: the page owns `open`; Save keeps the dialog open
 * while a timer stands in for the server, then closes it. A basic dialog has no such state.
 */

async function open() {
  const mounted = await mountDemo("dialog", { variant: "delayed-close" })
  const status = () => getByRole(within(mounted.root), "status").textContent
  const dialogEl = () => queryByRole(within(mounted.root), "dialog", { name: "Edit note" })
  expect(status()).to.equal("Dialog closed")
  await click(getByRole(within(mounted.root), "button", { name: "Edit note" }))
  const content = await waitFor(() => dialogEl(), "the dialog to open")
  await waitFor(() => status() === "Dialog open", "the page to see it open")
  return { ...mounted, content, status, dialogEl }
}

describe('<demo-dialog variant="delayed-close">', () => {
  afterEach(cleanup)

  it("stays open while saving, then closes itself", async () => {
    const { content, status, dialogEl } = await open()
    await click(getByRole(content, "button", { name: "Save" }))
    await waitFor(() => status() === "Saving…", "the saving state")
    expect(dialogEl()).to.equal(content)
    expect(getByRole(content, "button", { name: "Saving…" }).hasAttribute("disabled")).to.equal(
      true,
    )
    await waitFor(() => dialogEl() === null, "the dialog to close after the save")
    expect(status()).to.equal("Dialog closed")
  })

  it("its close button still closes it at once, through the page's state", async () => {
    const { content, status, dialogEl } = await open()
    await click(getByRole(content, "button", { name: "Close" }))
    await waitFor(() => dialogEl() === null, "the dialog to close")
    expect(status()).to.equal("Dialog closed")
  })

  it("has no serious accessibility violations while saving", async () => {
    const { element, content, status } = await open()
    await click(getByRole(content, "button", { name: "Save" }))
    await waitFor(() => status() === "Saving…", "the saving state")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
