import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

/*
 * <demo-date-picker variant="open-control">: zag's open-control page, the open state held by
 * the page. What the basic demo cannot do: open and close from buttons outside the picker,
 * and start closed though `defaultOpen` says open. zag's e2e "datepicker [controlled open]"
 * is the first test.
 */

const mount = () => mountDemo("date-picker", { variant: "open-control", ...MARCH_2024 })
const outsideButton = (root: ShadowRoot, name: string) =>
  getByRole<HTMLButtonElement>(within(root), "button", { name })
const pageSays = (root: ShadowRoot) =>
  root.querySelector(".sb-date-picker-open-control output")!.textContent

describe('<demo-date-picker variant="open-control">', () => {
  afterEach(cleanup)

  it("starts closed: the controlled open wins over defaultOpen", async () => {
    const { root } = await mount()
    expect(datePicker(root).isOpen()).to.equal(false)
    expect(pageSays(root)).to.equal("Page says: closed")
    expect(outsideButton(root, "Close from outside").disabled).to.equal(true)
  })

  it("opens and closes from the buttons outside the picker", async () => {
    const { root } = await mount()
    await click(outsideButton(root, "Open from outside"))
    await waitFor(() => datePicker(root).isOpen(), "the calendar to open")
    expect(datePicker(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    expect(pageSays(root)).to.equal("Page says: open")
    await click(outsideButton(root, "Close from outside"))
    await waitFor(() => !datePicker(root).isOpen(), "the calendar to close")
    expect(pageSays(root)).to.equal("Page says: closed")
  })

  it("tells the page when its own trigger, Escape or a chosen day opens or closes it", async () => {
    const { root } = await mount()
    await datePicker(root).openCalendar()
    await waitFor(() => pageSays(root) === "Page says: open", "the page told it opened")
    await press("Escape")
    await waitFor(() => pageSays(root) === "Page says: closed", "the page told Escape closed it")
    expect(datePicker(root).isOpen()).to.equal(false)
    await click(outsideButton(root, "Open from outside"))
    await datePicker(root).clickDay("2024-03-12")
    await waitFor(() => pageSays(root) === "Page says: closed", "the page told a day closed it")
    expect(datePicker(root).formValue("date")).to.equal("2024-03-12")
  })

  it("has no serious accessibility violations, opened from outside", async () => {
    const { element, root } = await mount()
    await click(outsideButton(root, "Open from outside"))
    await waitFor(() => datePicker(root).isOpen(), "the calendar to open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
