import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import { cleanup, mountDemo, seriousViolations, waitFor } from "../../../test/browser/helpers"
import { datePicker, MARCH_2024 } from "./date-picker.page"

/*
 * <demo-date-picker variant="week-numbers">: zag's week-numbers page, an inline calendar
 * whose rows start with their week of the year. What the basic demo cannot do: show that
 * column (it has no setting for it).
 */

const mount = (attributes: Record<string, string> = {}) =>
  mountDemo("date-picker", { variant: "week-numbers", ...MARCH_2024, ...attributes })

const weekNumbers = (root: ShadowRoot) =>
  getAllByRole(datePicker(root).content(), "rowheader").map((cell) => cell.textContent)

describe('<demo-date-picker variant="week-numbers">', () => {
  afterEach(cleanup)

  it("heads the day grid with a Week column and each row with its week number", async () => {
    const { root } = await mount()
    const grid = root.querySelector<HTMLElement>('table[data-view="day"]')!
    const header = grid.querySelector('th[data-type="week-number"]')!
    expect(header.getAttribute("aria-label")).to.equal("Week")
    expect(header.textContent).to.equal("Wk")
    // March 2024 spans six weeks, numbered one after another; each row header is named by it.
    const numbers = weekNumbers(root).map(Number)
    expect(numbers).to.have.length(6)
    expect(numbers).to.deep.equal(numbers.map((_, row) => numbers[0]! + row))
    expect(numbers[0]).to.be.within(8, 9)
    const third = String(numbers[2])
    expect(getByRole(grid, "rowheader", { name: `Week ${third}` }).textContent).to.equal(third)
  })

  it("counts the locale's weeks: ISO weeks from Monday in de-DE", async () => {
    const { root } = await mount({ locale: "de-DE", "start-of-week": "1" })
    // 26 Feb 2024 is a Monday in ISO week 9; 25 March starts week 13.
    await waitFor(() => weekNumbers(root).length === 5, "five Monday weeks")
    expect(weekNumbers(root)).to.deep.equal(["9", "10", "11", "12", "13"])
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
