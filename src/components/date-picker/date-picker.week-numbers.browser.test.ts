import { expect } from "chai"
import { getAllByRole, getByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
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
    const grid = getByRole(within(root), "grid")
    expect(getByRole(grid, "columnheader", { name: "Week" }).textContent).to.equal("Wk")
    // March 2024, weeks from Sunday (en-US): Feb 25 starts week 9, Mar 31 starts week 14.
    expect(weekNumbers(root)).to.deep.equal(["9", "10", "11", "12", "13", "14"])
    expect(getByRole(grid, "rowheader", { name: "Week 11" }).textContent).to.equal("11")
  })

  it("counts the locale's weeks: ISO weeks from Monday in de-DE", async () => {
    const { root } = await mount({ locale: "de-DE", "start-of-week": "1" })
    // 26 Feb 2024 is a Monday in ISO week 9; 25 March starts week 13.
    await waitFor(() => weekNumbers(root)[0] === "9", "week 9 first")
    expect(weekNumbers(root)).to.deep.equal(["9", "10", "11", "12", "13"])
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
