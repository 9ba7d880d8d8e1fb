import { expect } from "chai"
import {
  cleanup,
  mountDemo,
  press,
  seriousViolations,
  type,
  waitFor,
} from "../../../test/browser/helpers"
import { datePicker, MARCH_2024, utcDaysFromToday } from "./date-picker.page"

/*
 * <demo-date-picker variant="format-parse">: zag's format-parse page, a field with its own
 * format and parser. What the basic demo cannot do: write dd/mm/yy in en-US (it writes
 * mm/dd/yyyy) and read the short forms dd/mm and dd.
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker", { variant: "format-parse", ...attributes })

const TODAY = utcDaysFromToday(0)

async function typeDate(root: ShadowRoot, text: string) {
  datePicker(root).input().select()
  await type(text)
  await press("Enter")
}

describe('<demo-date-picker variant="format-parse">', () => {
  afterEach(cleanup)

  it("writes a clicked day dd/mm/yy in en-US", async () => {
    const { root } = await mount(MARCH_2024)
    expect(datePicker(root).input().placeholder).to.equal("dd/mm/yy")
    await datePicker(root).openCalendar()
    await datePicker(root).clickDay("2024-03-15")
    await waitFor(() => datePicker(root).input().value === "15/03/24", "the day written day first")
    expect(datePicker(root).formValue("date")).to.equal("2024-03-15")
  })

  it("reads a typed date day first, with a two-digit year", async () => {
    const { root } = await mount()
    datePicker(root).input().focus()
    await typeDate(root, "05/07/23")
    await waitFor(() => datePicker(root).formValue("date") === "2023-07-05", "5 July 2023")
    await waitFor(() => datePicker(root).input().value === "05/07/23", "the date rewritten")
  })

  it("reads dd/mm as a day this year and dd as a day this month", async () => {
    const { root } = await mount()
    const [year, month] = TODAY.split("-")
    datePicker(root).input().focus()
    await typeDate(root, "5/7")
    await waitFor(() => datePicker(root).formValue("date") === `${year}-07-05`, "5 July this year")
    await waitFor(() => datePicker(root).input().value === `05/07/${year!.slice(2)}`, "rewritten")
    await typeDate(root, "12")
    await waitFor(
      () => datePicker(root).formValue("date") === `${year}-${month}-12`,
      "the 12th of this month",
    )
  })

  it("keeps the locale's separator: dd.mm.yy in de-DE", async () => {
    const { root } = await mount({ locale: "de-DE" })
    expect(datePicker(root).input().placeholder).to.equal("dd.mm.yy")
    datePicker(root).input().focus()
    await typeDate(root, "24.12.22")
    await waitFor(() => datePicker(root).formValue("date") === "2022-12-24", "24 December 2022")
    expect(datePicker(root).input().value).to.equal("24.12.22")
  })

  it("has no serious accessibility violations with the calendar open", async () => {
    const { element, root } = await mount(MARCH_2024)
    await datePicker(root).openCalendar()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
