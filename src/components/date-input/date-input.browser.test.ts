import { expect } from "chai"
import {
  cleanup,
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  pressWith,
  seriousViolations,
  type,
  waitFor,
} from "../../../test/browser/helpers"
import { blurField, dateInput } from "./date-input.page"

// zag's e2e/date-input.e2e.ts, scenario by scenario (its names in the `it`s), then ours for
// the settings zag's examples fix in code. zag's Controls are this demo's attributes.

let element: HTMLElement
let I: ReturnType<typeof dateInput>

async function mount(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("date-input", attributes)
  element = mounted.element
  I = dateInput(mounted.root)
  return mounted
}

/** Sets a setting as the Controls tab does (the attribute) and lets the demo render it. */
async function set(attribute: string, value: string) {
  element.setAttribute(attribute, value)
  await nextFrame()
}

async function pressKey(key: string, times = 1) {
  for (let i = 0; i < times; i++) await press(key)
}

const seeText = (type: string, text: string, group = 0) =>
  waitFor(
    () => {
      try {
        return I.text(type, group) === text
      } catch {
        return false
      }
    },
    `the ${type} segment to read "${text}" (it reads "${safeText(type, group)}")`,
  )
const safeText = (type: string, group: number) => {
  try {
    return I.text(type, group)
  } catch {
    return "nothing"
  }
}
const seeFocused = (type: string, group = 0) => expectFocus(I.segment(type, group))
const seePlaceholder = (type: string, group = 0) =>
  waitFor(() => I.isPlaceholder(type, group), `the ${type} segment to be empty`)
const seeFilled = (type: string, group = 0) =>
  waitFor(() => !I.isPlaceholder(type, group), `the ${type} segment to have a value`)
const seeValue = (text: string) =>
  waitFor(() => I.value() === (text || "none"), `the value "${text}" (it is "${I.value() ?? ""}")`)
const seePlaceholderDate = (iso: string) =>
  waitFor(() => I.placeholder() === iso, `the placeholder date ${iso} (${I.placeholder() ?? ""})`)
const seeCount = (type: string, count: number) =>
  waitFor(() => I.count(type) === count, `${count} ${type} segment(s)`)

/** Types a full date into the segments from the month on. */
async function typeDate(month: string, day: string, year: string) {
  await I.focusSegment("month")
  await type(month)
  await type(day)
  await type(year)
}

/** Pastes text into the focused segment, as a clipboard paste would. */
function paste(text: string) {
  const data = new DataTransfer()
  data.setData("text/plain", text)
  const active = I.editable().find((segment) => segment.matches(":focus"))!
  active.dispatchEvent(
    new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
  )
}

describe("<demo-date-input> [single]", () => {
  beforeEach(() => mount())
  afterEach(cleanup)

  it("should have no accessibility violation", async () => {
    expect(await seriousViolations(element)).to.deep.equal([])
  })

  it("[focus] clicking a segment focuses it", async () => {
    await I.focusSegment("month")
    await seeFocused("month")
    await waitFor(() => I.control().hasAttribute("data-focus"), "the control marked focused")
  })

  it("[focus] clicking outside blurs the segments", async () => {
    await I.focusSegment("month")
    await waitFor(() => I.control().hasAttribute("data-focus"), "the control marked focused")
    await blurField(element)
    await waitFor(() => !I.control().hasAttribute("data-focus"), "the control no longer focused")
  })

  it("[keyboard] ArrowRight moves focus to next segment", async () => {
    await I.focusSegment("month")
    await seeFocused("month")
    await pressKey("ArrowRight")
    await seeFocused("day")
    await pressKey("ArrowRight")
    await seeFocused("year")
  })

  it("[keyboard] ArrowLeft moves focus to previous segment", async () => {
    await I.focusSegment("year")
    await seeFocused("year")
    await pressKey("ArrowLeft")
    await seeFocused("day")
    await pressKey("ArrowLeft")
    await seeFocused("month")
  })

  it("[keyboard] ArrowLeft on first segment stays on first segment", async () => {
    await I.focusSegment("month")
    await pressKey("ArrowLeft")
    await seeFocused("month")
  })

  it("[keyboard] ArrowRight on last segment stays on last segment", async () => {
    await I.focusSegment("year")
    await pressKey("ArrowRight")
    await seeFocused("year")
  })

  it("[input] typing a complete month advances to day segment", async () => {
    await I.focusSegment("month")
    await type("01")
    await seeFocused("day")
    await seeText("month", "1")
  })

  it("[input] typing a complete day advances to year segment", async () => {
    await I.focusSegment("day")
    await type("25")
    await seeFocused("year")
    await seeText("day", "25")
  })

  it("[input] typing a full date sets the value", async () => {
    await typeDate("01", "25", "2025")
    await seeText("month", "1")
    await seeText("day", "25")
    await seeText("year", "2025")
    await seeValue("1/25/2025")
  })

  it("[input] typing a high first digit auto-advances (e.g. month=2 pads to 02)", async () => {
    await I.focusSegment("month")
    await type("2")
    await seeFocused("day")
    await seeText("month", "2")
  })

  it("[input] ArrowUp increments the segment value", async () => {
    await I.focusSegment("month")
    await type("01")
    await I.focusSegment("month")
    await pressKey("ArrowUp")
    await seeText("month", "2")
  })

  it("[input] ArrowDown decrements the segment value", async () => {
    await I.focusSegment("month")
    await type("03")
    await I.focusSegment("month")
    await pressKey("ArrowDown")
    await seeText("month", "2")
  })

  it("[input] ArrowUp on placeholder sets the value", async () => {
    await I.focusSegment("month")
    await seePlaceholder("month")
    await pressKey("ArrowUp")
    await seeFilled("month")
  })

  it("[input] Backspace on filled segment clears it to placeholder", async () => {
    await I.focusSegment("month")
    await type("01")
    await I.focusSegment("month")
    await seeFilled("month")
    await pressKey("Backspace")
    await seePlaceholder("month")
    await seeFocused("month")
  })

  it("[input] Backspace on placeholder moves to previous segment", async () => {
    await I.focusSegment("day")
    await seePlaceholder("day")
    await pressKey("Backspace")
    await seeFocused("month")
  })

  it("[input] Backspace during partial entry clears it without moving", async () => {
    await I.focusSegment("month")
    await type("0")
    await pressKey("Backspace")
    await seeFocused("month")
    await seePlaceholder("month")
  })

  it("[input] Home sets segment to minimum value", async () => {
    await I.focusSegment("month")
    await pressKey("Home")
    await seeText("month", "1")
  })

  it("[input] End sets segment to maximum value", async () => {
    await I.focusSegment("month")
    await pressKey("End")
    await seeText("month", "12")
  })

  it("[input] Backspace on filled month clears it to placeholder", async () => {
    await I.focusSegment("month")
    await type("06")
    await seeText("month", "6")
    await seeFilled("month")
    await I.focusSegment("month")
    await pressKey("Backspace")
    await seePlaceholder("month")
  })

  it("[input] Backspace removes last character (12 -> 1)", async () => {
    await I.focusSegment("month")
    await type("12")
    await seeText("month", "12")
    await I.focusSegment("month")
    await pressKey("Backspace")
    await seeText("month", "1")
    await seeFocused("month")
  })

  it("[input] Backspace on first segment when empty stays on first segment", async () => {
    await I.focusSegment("month")
    await seePlaceholder("month")
    await pressKey("Backspace")
    await seeFocused("month")
    await seePlaceholder("month")
  })

  it("[input] Backspace twice clears two digits (12 -> 1 -> placeholder)", async () => {
    await I.focusSegment("month")
    await type("12")
    await seeText("month", "12")
    await I.focusSegment("month")
    await pressKey("Backspace")
    await seeText("month", "1")
    await pressKey("Backspace")
    await seePlaceholder("month")
    await seeFocused("month")
  })

  it("[input] Backspace clears day after clearing year", async () => {
    await typeDate("01", "25", "2025")
    await seeValue("1/25/2025")
    await I.focusSegment("year")
    await pressKey("Backspace", 4)
    await seePlaceholder("year")
    await pressKey("Backspace")
    await pressKey("Backspace", 2)
    await seePlaceholder("day")
    await seeFocused("day")
  })

  it("[input] typing non-numeric input is ignored", async () => {
    await I.focusSegment("month")
    await type("abc")
    await seePlaceholder("month")
    await seeFocused("month")
  })

  it("[input] hour granularity", async () => {
    await set("granularity", "hour")
    await I.focusSegment("hour")
    await seeFocused("hour")
    await seePlaceholder("hour")
    await pressKey("ArrowUp")
    await seeFilled("hour")
  })

  it("[input] minute granularity", async () => {
    await set("granularity", "minute")
    await I.focusSegment("minute")
    await seeFocused("minute")
    await seePlaceholder("minute")
    await type("30")
    await seeText("minute", "30")
  })

  it("[input] seconds granularity", async () => {
    await set("granularity", "second")
    await I.focusSegment("second")
    await seeFocused("second")
    await seePlaceholder("second")
    await type("45")
    await seeText("second", "45")
  })

  it("[input] ArrowUp value starts from the placeholder date", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await I.focusSegment("month")
    await pressKey("ArrowUp")
    await seeText("month", "4")
    await pressKey("ArrowUp")
    await seeText("month", "5")
    await I.focusSegment("day")
    await pressKey("ArrowUp")
    await seeText("day", "10")
    await pressKey("ArrowUp")
    await seeText("day", "11")
    await I.focusSegment("year")
    await pressKey("ArrowUp")
    await seeText("year", "2019")
    await pressKey("ArrowUp")
    await seeText("year", "2020")
  })

  it("[input] ArrowDown value starts from the placeholder date", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await I.focusSegment("month")
    await pressKey("ArrowDown")
    await seeText("month", "4")
    await pressKey("ArrowDown")
    await seeText("month", "3")
    await I.focusSegment("day")
    await pressKey("ArrowDown")
    await seeText("day", "10")
    await pressKey("ArrowDown")
    await seeText("day", "9")
    await I.focusSegment("year")
    await pressKey("ArrowDown")
    await seeText("year", "2019")
    await pressKey("ArrowDown")
    await seeText("year", "2018")
  })

  it("[input] changing placeholderValue prop updates the base date for editing", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await set("placeholder-value", "2020-06-15")
    await seePlaceholderDate("2020-06-15")
    await I.focusSegment("month")
    await pressKey("ArrowUp")
    await seeText("month", "6")
    await I.focusSegment("day")
    await pressKey("ArrowUp")
    await seeText("day", "15")
    await I.focusSegment("year")
    await pressKey("ArrowUp")
    await seeText("year", "2020")
  })

  it("[input] ArrowDown on year:1 should show year:1 era:BC and selected value should have 0 year set", async () => {
    await set("placeholder-value", "0001-04-10")
    await seePlaceholderDate("0001-04-10")
    await I.focusSegment("year")
    await pressKey("ArrowDown")
    await seeText("year", "1")
    await pressKey("ArrowDown")
    await seeText("year", "1")
    await seeText("era", "BC")
    await I.focusSegment("month")
    await type("01")
    await type("01")
    await seeValue("1/1/0")
  })

  it("[input] ArrowDown on year:1 era:BC should show year:2 era:BC and selected value should have -1 year set", async () => {
    await set("placeholder-value", "0001-04-10")
    await seePlaceholderDate("0001-04-10")
    await I.focusSegment("year")
    await pressKey("ArrowDown")
    await pressKey("ArrowDown")
    await seeText("year", "1")
    await seeText("era", "BC")
    await pressKey("ArrowDown")
    await seeText("year", "2")
    await seeText("era", "BC")
    await I.focusSegment("month")
    await type("01")
    await type("01")
    await seeValue("1/1/-1")
  })

  it("[placeholderValue] is not changed after a complete valid input", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await typeDate("01", "25", "2025")
    await seeValue("1/25/2025")
    await seePlaceholderDate("2019-04-10")
  })

  it("[placeholderValue] is not changed while typing partial segments", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await I.focusSegment("month")
    await type("05")
    await seeText("month", "5")
    await seePlaceholder("day")
    await seePlaceholder("year")
    await seePlaceholderDate("2019-04-10")
  })

  it("[placeholderValue] is not changed after clearing all segments via backspace", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await typeDate("06", "15", "2022")
    await seeValue("6/15/2022")
    await I.focusSegment("year")
    await pressKey("Backspace", 4)
    await seePlaceholder("year")
    await pressKey("Backspace")
    await pressKey("Backspace", 2)
    await seePlaceholder("day")
    await pressKey("Backspace")
    await pressKey("Backspace")
    await seePlaceholder("month")
    await seePlaceholderDate("2019-04-10")
  })

  it("[editingValue] clearing one segment preserves the other typed segments", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await typeDate("11", "11", "1111")
    await seeValue("11/11/1111")
    await I.focusSegment("year")
    await pressKey("Backspace", 4)
    await seePlaceholder("year")
    await seeText("month", "11")
    await seeText("day", "11")
    await seeFilled("month")
    await seeFilled("day")
  })

  it("[editingValue] re-typing over a committed date shows the new digits before blur", async () => {
    await I.focusSegment("month")
    await type("6")
    await seeFocused("day")
    await type("2")
    await pressKey("Tab")
    await seeFocused("year")
    await type("2000")
    await blurField(element)
    await seeValue("6/2/2000")
    await seeText("day", "2")

    await I.focusSegment("month")
    await type("6")
    await seeFocused("day")
    await type("3")
    await pressKey("Tab")
    await seeFocused("year")
    await seeText("month", "6")
    await seeText("day", "3")
    await seeText("year", "2000")
    await blurField(element)
    await seeValue("6/3/2000")
    await seeText("day", "3")
  })

  /** Types 11/11/1111 over the placeholder 2019-04-10, then empties one segment. */
  async function typeElevensThenClear(type_: "month" | "day" | "year") {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await typeDate("11", "11", "1111")
    await seeFilled(type_)
    await I.focusSegment(type_)
    await pressKey("Backspace", type_ === "year" ? 4 : 2)
    await seePlaceholder(type_)
  }

  it("[placeholderValue] ArrowUp after clearing a previously typed year starts from placeholder year", async () => {
    await typeElevensThenClear("year")
    await pressKey("ArrowUp")
    await seeText("year", "2019")
    await seeText("month", "11")
    await seeText("day", "11")
  })

  it("[placeholderValue] ArrowDown after clearing a previously typed year starts from placeholder year", async () => {
    await typeElevensThenClear("year")
    await pressKey("ArrowDown")
    await seeText("year", "2019")
  })

  it("[placeholderValue] ArrowUp after clearing a previously typed day starts from placeholder day", async () => {
    await typeElevensThenClear("day")
    await pressKey("ArrowUp")
    await seeText("day", "10")
    await pressKey("ArrowUp")
    await seeText("day", "11")
    await seeText("month", "11")
    await seeText("year", "1111")
  })

  it("[placeholderValue] ArrowDown after clearing a previously typed day starts from placeholder day", async () => {
    await typeElevensThenClear("day")
    await pressKey("ArrowDown")
    await seeText("day", "10")
    await pressKey("ArrowDown")
    await seeText("day", "9")
  })

  it("[placeholderValue] ArrowUp after clearing a previously typed month starts from placeholder month", async () => {
    await typeElevensThenClear("month")
    await pressKey("ArrowUp")
    await seeText("month", "4")
    await pressKey("ArrowUp")
    await seeText("month", "5")
    await seeText("day", "11")
    await seeText("year", "1111")
  })

  it("[placeholderValue] ArrowDown after clearing a previously typed month starts from placeholder month", async () => {
    await typeElevensThenClear("month")
    await pressKey("ArrowDown")
    await seeText("month", "4")
    await pressKey("ArrowDown")
    await seeText("month", "3")
  })

  it("[placeholderValue] changing the prop while mid-edit resets the editing base", async () => {
    await set("placeholder-value", "2019-04-10")
    await seePlaceholderDate("2019-04-10")
    await I.focusSegment("month")
    await type("05")
    await seeText("month", "5")
    await set("placeholder-value", "2025-08-20")
    await seePlaceholderDate("2025-08-20")
    await I.focusSegment("day")
    await pressKey("ArrowUp")
    await seeText("day", "20")
  })

  it("[placeholderValue] changing the prop preserves already-entered segments", async () => {
    await set("placeholder-value", "2019-04-10")
    await I.focusSegment("month")
    await type("05")
    await type("15")
    await seeText("month", "5")
    await seeText("day", "15")
    await seePlaceholder("year")
    await set("placeholder-value", "2025-08-20")
    await seePlaceholderDate("2025-08-20")
    await seeFilled("month")
    await seeFilled("day")
    await seeText("month", "5")
    await seeText("day", "15")
  })

  it("[granularity] changing granularity preserves already-entered segments", async () => {
    await I.focusSegment("month")
    await type("03")
    await type("20")
    await seeFocused("year")
    await seeText("month", "3")
    await seeText("day", "20")
    await seePlaceholder("year")
    await set("granularity", "minute")
    await seeFilled("month")
    await seeFilled("day")
    await seeText("month", "3")
    await seeText("day", "20")
    await seePlaceholder("hour")
    await seePlaceholder("minute")
  })

  it("[granularity] changing granularity preserves a fully committed date", async () => {
    await typeDate("01", "25", "2025")
    await seeValue("1/25/2025")
    await set("granularity", "minute")
    await seeFilled("month")
    await seeFilled("day")
    await seeFilled("year")
    await seeText("month", "1")
    await seeText("day", "25")
    await seeText("year", "2025")
    await seePlaceholder("hour")
    await seePlaceholder("minute")
  })

  it("[shouldForceLeadingZeros] when true, single-digit month shows leading zero", async () => {
    await set("should-force-leading-zeros", "")
    await I.focusSegment("month")
    await type("01")
    await seeText("month", "01")
  })

  it("[shouldForceLeadingZeros] when true, single-digit day shows leading zero", async () => {
    await set("should-force-leading-zeros", "")
    await I.focusSegment("day")
    await type("05")
    await seeText("day", "05")
  })

  it("[shouldForceLeadingZeros] when true, selected value has leading zeros", async () => {
    await set("should-force-leading-zeros", "")
    await typeDate("01", "05", "2025")
    await seeValue("01/05/2025")
  })

  it("[shouldForceLeadingZeros] when false (default), single-digit month has no leading zero", async () => {
    await I.focusSegment("month")
    await type("01")
    await seeText("month", "1")
  })

  it("[paste] pasting a valid ISO date string sets the value", async () => {
    await I.focusSegment("month")
    paste("2024-06-15")
    await seeValue("6/15/2024")
  })

  it("[paste] pasting an invalid string is a no-op", async () => {
    await I.focusSegment("month")
    paste("not-a-date")
    await nextFrame()
    await seeValue("")
    await seePlaceholder("month")
    await seePlaceholder("day")
    await seePlaceholder("year")
  })
})

describe("<demo-date-input> [range]", () => {
  beforeEach(() => mount({ "selection-mode": "range" }))
  afterEach(cleanup)

  it("should have no accessibility violation", async () => {
    expect(await seriousViolations(element)).to.deep.equal([])
  })

  it("[input] can enter a start date", async () => {
    await I.focusSegment("month")
    await type("01")
    await type("15")
    await type("2025")
    await seeValue("1/15/2025")
  })

  it("[input] completing start date moves focus to end date, backspace returns focus to start date", async () => {
    await I.focusSegment("month")
    await type("01")
    await type("15")
    await type("2025")
    await seeFocused("month", 1)
    await pressKey("Backspace")
    await seeFocused("year", 0)
  })

  it("[issue] backspacing end date should not leave partial values in end date segments", async () => {
    await I.focusSegment("month")
    await type("11")
    await type("11")
    await type("1111")
    await seeFocused("month", 1)
    await type("11")
    await type("11")
    await type("1111")
    await pressKey("Backspace", 5)
    await pressKey("Backspace", 3)
    await pressKey("Backspace", 3)
    await pressKey("Backspace")
    await seePlaceholder("month", 1)
    await seePlaceholder("day", 1)
    await seePlaceholder("year", 1)
  })

  const groupFocused = (index: number) => I.groups()[index]!.hasAttribute("data-focus")

  it("[focus] focusing start date group marks only group 0 with data-focus", async () => {
    await I.focusSegment("month")
    await waitFor(() => groupFocused(0), "the start group marked focused")
    expect(groupFocused(1)).to.equal(false)
  })

  it("[focus] focusing end date group marks only group 1 with data-focus", async () => {
    await I.focusSegment("month")
    await type("01")
    await type("15")
    await type("2025")
    await seeFocused("month", 1)
    await waitFor(() => groupFocused(1) && !groupFocused(0), "only the end group marked focused")
  })

  it("[focus] blurring range input removes data-focus from all groups", async () => {
    await I.focusSegment("month")
    await waitFor(() => groupFocused(0), "the start group marked focused")
    await blurField(element)
    await waitFor(() => !groupFocused(0) && !groupFocused(1), "no group marked focused")
  })

  it("[keyboard] ArrowRight on last start segment moves focus to first end segment", async () => {
    await I.focusSegment("year", 0)
    await seeFocused("year", 0)
    await pressKey("ArrowRight")
    await seeFocused("month", 1)
  })
})

describe("<demo-date-input> [granularity cycle]", () => {
  beforeEach(() => mount())
  afterEach(cleanup)

  it("[granularity] switching to hour granularity allows ArrowUp to initialise hour segment", async () => {
    await set("granularity", "hour")
    await I.focusSegment("hour")
    await seePlaceholder("hour")
    await pressKey("ArrowUp")
    await seeFilled("hour")
  })

  it("[granularity] switching to minute granularity allows ArrowUp to initialise minute segment", async () => {
    await set("granularity", "minute")
    await I.focusSegment("minute")
    await seePlaceholder("minute")
    await pressKey("ArrowUp")
    await seeFilled("minute")
  })

  it("[granularity] switching to hour granularity allows ArrowDown to initialise hour segment", async () => {
    await set("granularity", "hour")
    await I.focusSegment("hour")
    await seePlaceholder("hour")
    await pressKey("ArrowDown")
    await seeFilled("hour")
  })

  it("[granularity] typing 'P' on dayPeriod sets PM", async () => {
    await set("granularity", "minute")
    await I.focusSegment("dayPeriod")
    await seeText("dayPeriod", "AM")
    await pressKey("p")
    await seeText("dayPeriod", "PM")
  })

  it("[granularity] typing 'A' on dayPeriod sets AM", async () => {
    await set("granularity", "minute")
    await I.focusSegment("dayPeriod")
    await pressKey("p")
    await seeText("dayPeriod", "PM")
    await pressKey("a")
    await seeText("dayPeriod", "AM")
  })

  it("[granularity] switching to minute granularity allows ArrowUp/ArrowDown to toggle dayPeriod", async () => {
    await set("granularity", "minute")
    await I.focusSegment("dayPeriod")
    await seeText("dayPeriod", "AM")
    await pressKey("ArrowUp")
    await seeText("dayPeriod", "PM")
    await pressKey("ArrowDown")
    await seeText("dayPeriod", "AM")
  })

  it("[hourCycle=12] dayPeriod segment renders and toggles", async () => {
    await set("granularity", "minute")
    await set("hour-cycle", "12")
    await I.focusSegment("dayPeriod")
    await seeText("dayPeriod", "AM")
    await pressKey("ArrowUp")
    await seeText("dayPeriod", "PM")
  })

  it("[hourCycle=24] no dayPeriod segment renders; hour cycles 0-23", async () => {
    await set("granularity", "minute")
    await set("hour-cycle", "24")
    await seeCount("dayPeriod", 0)
    await I.focusSegment("hour")
    await seePlaceholder("hour")
    await pressKey("ArrowUp")
    await seeFilled("hour")
  })

  it("[hourCycle] switching 12 → 24 → 12 preserves hour and re-shows dayPeriod", async () => {
    await set("granularity", "minute")
    await set("hour-cycle", "12")
    await I.focusSegment("hour")
    await type("09")
    await type("30")
    await I.focusSegment("dayPeriod")
    await pressKey("ArrowUp")
    await seeText("dayPeriod", "PM")
    await seeText("hour", "9")
    await set("hour-cycle", "24")
    await seeCount("dayPeriod", 0)
    await seeText("hour", "21")
    await set("hour-cycle", "12")
    await seeText("dayPeriod", "PM")
    await seeText("hour", "9")
  })
})

// zag's hour-cycle page: en-US, minute granularity, hourCycle 24.
describe("<demo-date-input> [hour-cycle]: ?granularity=minute&hour-cycle=24", () => {
  beforeEach(() => mount({ granularity: "minute", "hour-cycle": "24" }))
  afterEach(cleanup)

  it("[hour-cycle] hourCycle=24 forces 24-hour time regardless of locale", async () => {
    await seeCount("dayPeriod", 0)
    await I.focusSegment("hour")
    await pressKey("ArrowUp")
    await seeFilled("hour")
  })
})

// zag's timezone page: a zoned value in Los Angeles, minute granularity.
const TIMEZONE_PAGE = {
  granularity: "minute",
  "time-zone": "America/Los_Angeles",
  value: "2025-02-03T08:45",
}

describe("<demo-date-input> [timezone]: ?granularity=minute&time-zone=America/Los_Angeles&value=2025-02-03T08:45", () => {
  beforeEach(() => mount(TIMEZONE_PAGE))
  afterEach(cleanup)

  it("[timezone] timeZoneName segment renders with the zone abbreviation", async () => {
    await seeCount("timeZoneName", 1)
    await seeText("month", "2")
    await seeText("day", "3")
    await seeText("year", "2025")
    await seeText("hour", "8")
    await seeText("minute", "45")
    await seeText("dayPeriod", "AM")
    await seeText("timeZoneName", "PST")
  })

  it("[timezone] ArrowRight from dayPeriod focuses the read-only timeZoneName", async () => {
    await I.focusSegment("dayPeriod")
    await pressKey("ArrowRight")
    await seeFocused("timeZoneName")
  })

  it("[timezone] ArrowLeft from timeZoneName focuses dayPeriod", async () => {
    await I.focusSegment("timeZoneName")
    await pressKey("ArrowLeft")
    await seeFocused("dayPeriod")
  })

  it("[timezone] typing 'P' on dayPeriod advances focus to timeZoneName", async () => {
    await I.focusSegment("dayPeriod")
    await pressKey("p")
    await seeText("dayPeriod", "PM")
    await seeFocused("timeZoneName")
  })

  it("[timezone] hideTimeZone hides the timeZoneName segment", async () => {
    await seeCount("timeZoneName", 1)
    await set("hide-time-zone", "")
    await seeCount("timeZoneName", 0)
    element.removeAttribute("hide-time-zone")
    await seeCount("timeZoneName", 1)
  })
})

describe("<demo-date-input> [min/max]: ?min=2000-01-01&max=2030-12-31", () => {
  beforeEach(() => mount({ min: "2000-01-01", max: "2030-12-31" }))
  afterEach(cleanup)

  it("[min/max] typing a full date within range sets the value correctly", async () => {
    await typeDate("02", "22", "2025")
    await seeText("month", "2")
    await seeText("day", "22")
    await seeText("year", "2025")
    await seeValue("2/22/2025")
  })

  it("[min/max] typing year digit-by-digit does not reset month and day", async () => {
    await I.focusSegment("month")
    await type("2")
    await seeFocused("day")
    await seeText("month", "2")
    await type("22")
    await seeFocused("year")
    await seeText("day", "22")
    for (const digit of ["2", "0", "0"]) {
      await type(digit)
      await seeText("month", "2")
      await seeText("day", "22")
    }
    await type("0")
    await seeText("month", "2")
    await seeText("day", "22")
    await seeText("year", "2000")
    await seeValue("2/22/2000")
  })

  it("[min/max] partial year entry does not disrupt other segments on blur", async () => {
    await I.focusSegment("month")
    await type("2")
    await seeFocused("day")
    await type("22")
    await seeFocused("year")
    await type("2")
    await blurField(element)
    await seeValue("2/22/2000")
  })

  it("[min/max] backspace during partial year entry does not reset other segments", async () => {
    await I.focusSegment("month")
    await type("2")
    await seeFocused("day")
    await type("22")
    await seeFocused("year")
    await type("20")
    await seeText("month", "2")
    await seeText("day", "22")
    await pressKey("Backspace")
    await seeText("month", "2")
    await seeText("day", "22")
  })

  it("[min/max] typing a date below min is unclamped during edit, segment-clamped on blur", async () => {
    await typeDate("06", "15", "1999")
    await seeValue("6/15/1999")
    await blurField(element)
    await seeValue("6/15/2000")
  })

  it("[min/max] typing a date above max is unclamped during edit, segment-clamped on blur", async () => {
    await typeDate("06", "15", "2031")
    await seeValue("6/15/2031")
    await blurField(element)
    await seeValue("6/15/2030")
  })

  it("[min/max] backspace on completed year does not reset month/day", async () => {
    await typeDate("12", "15", "2010")
    await seeValue("12/15/2010")
    await pressKey("Backspace")
    await seeText("year", "201")
    await seeText("month", "12")
    await seeText("day", "15")
  })

  it("[min/max] backspace then retype extends the partial value (does not start fresh)", async () => {
    await typeDate("12", "15", "1990")
    await seeText("year", "1990")
    await pressKey("Backspace")
    await type("5")
    await seeText("year", "1995")
  })

  it("[min/max] arrow-down on year at boundary does not reset month/day", async () => {
    await typeDate("02", "22", "2000")
    await seeValue("2/22/2000")
    await I.focusSegment("year")
    await pressKey("ArrowDown")
    await seeText("year", "1999")
    await seeText("month", "2")
    await seeText("day", "22")
    await blurField(element)
    await seeValue("2/22/2000")
  })
})

// Ours: the settings zag's other example pages fix in code, and the demo's own parts.
describe("<demo-date-input> settings", () => {
  afterEach(cleanup)

  it("shows the label, three empty segments, Clear, and no value", async () => {
    await mount()
    expect(I.label().textContent).to.equal("Date")
    expect(I.editable().map((segment) => segment.dataset.type)).to.deep.equal([
      "month",
      "day",
      "year",
    ])
    expect(I.editable().every((segment) => segment.getAttribute("role") === "spinbutton")).to.equal(
      true,
    )
    expect(I.segment("month").getAttribute("aria-valuetext")).to.equal("mm")
    expect(I.groups()[0]!.getAttribute("role")).to.equal("group")
    expect(I.value()).to.equal("none")
    expect(I.hiddenInputs().map((input) => input.value)).to.deep.equal([""])
  })

  it("clicking the label focuses the first segment", async () => {
    await mount()
    I.label().click()
    await seeFocused("month")
  })

  it("Clear empties a typed date and its hidden field", async () => {
    await mount()
    await typeDate("03", "04", "2024")
    await seeValue("3/4/2024")
    expect(I.hiddenInputs()[0]!.value).to.equal("3/4/2024")
    await I.clearButton().click()
    await seeValue("")
    await seePlaceholder("month")
    await seePlaceholder("year")
    expect(I.hiddenInputs()[0]!.value).to.equal("")
  })

  it("locale orders the segments: en-GB day first, ja-JP year first", async () => {
    await mount({ locale: "en-GB" })
    expect(I.editable().map((segment) => segment.dataset.type)).to.deep.equal([
      "day",
      "month",
      "year",
    ])
    await set("locale", "ja-JP")
    await waitFor(() => I.editable()[0]?.dataset.type === "year", "the year first")
  })

  // zag's custom-calendar page: fa-IR with the Persian calendar.
  it("custom calendar: ?locale=fa-IR counts in the Persian calendar", async () => {
    await mount({ locale: "fa-IR", value: "2024-03-20" })
    // 20 March 2024 is 1 Farvardin 1403.
    await waitFor(() => I.segment("year").getAttribute("aria-valuenow") === "1403", "year 1403")
    expect(I.segment("month").getAttribute("aria-valuenow")).to.equal("1")
    expect(I.segment("day").getAttribute("aria-valuenow")).to.equal("1")
  })

  // zag's time-only page: a formatter with the time fields only, minute granularity, 24 hours.
  it("time only: ?time-only&hour-cycle=24 asks for hours and minutes alone", async () => {
    await mount({ "time-only": "", "hour-cycle": "24" })
    expect(I.label().textContent).to.equal("Time")
    expect(I.editable().map((segment) => segment.dataset.type)).to.deep.equal(["hour", "minute"])
    await I.focusSegment("hour")
    await type("14")
    await type("30")
    await seeValue("14:30")
  })

  // zag's time-only-controlled page: the time set from outside (its date part is not shown).
  it("time only with a value: ?time-only&hour-cycle=24&value=2024-01-01T14:30", async () => {
    await mount({ "time-only": "", "hour-cycle": "24", value: "2024-01-01T14:30" })
    await seeValue("14:30")
    await seeText("hour", "14")
    await set("value", "2024-01-01T09:05")
    await seeValue("09:05")
    await seeText("minute", "05")
  })

  it("a time zone without a value starts from midnight today in that zone", async () => {
    await mount({ "time-zone": "Asia/Tokyo", granularity: "minute" })
    await waitFor(
      () => /T00:00:00\+09:00\[Asia\/Tokyo\]$/.test(I.placeholder() ?? ""),
      "a zoned placeholder",
    )
    expect(I.text("timeZoneName")).to.match(/GMT\+9|JST/)
    await I.focusSegment("month")
    await type("03")
    await type("04")
    await type("2024")
    await type("10")
    await type("30")
    await blurField(element)
    await seeValue("3/4/2024, 10:30 AM GMT+9")
  })

  // zag's controlled and time-only-controlled pages: the value set from outside the field.
  it("value sets the date, and a new value replaces the typed one", async () => {
    await mount({ value: "2024-06-15" })
    await seeValue("6/15/2024")
    await typeDate("01", "02", "2003")
    await seeValue("1/2/2003")
    await set("value", "2025-12-31")
    await seeValue("12/31/2025")
    await seeText("month", "12")
    await set("value", "")
    await seeValue("")
  })

  it("value takes two dates for a range", async () => {
    await mount({ "selection-mode": "range", value: "2024-06-01,2024-06-30" })
    expect(I.label().textContent).to.equal("Date range")
    await seeValue("6/1/2024 – 6/30/2024")
    expect(I.text("day", 1)).to.equal("30")
    expect(I.hiddenInputs().map((input) => input.name)).to.deep.equal(["date[0]", "date[1]"])
  })

  it("disabled: the segments take no focus and Clear is off", async () => {
    await mount({ disabled: "", value: "2024-06-15" })
    expect(I.root().hasAttribute("data-disabled")).to.equal(true)
    expect(I.segment("month").hasAttribute("tabindex")).to.equal(false)
    expect(I.segment("month").getAttribute("aria-disabled")).to.equal("true")
    expect(I.clearButton().disabled).to.equal(true)
  })

  it("read-only: keys change nothing", async () => {
    await mount({ "read-only": "", value: "2024-06-15" })
    await I.focusSegment("month")
    await pressKey("ArrowUp")
    await type("1")
    expect(I.text("month")).to.equal("6")
    expect(I.segment("month").getAttribute("aria-readonly")).to.equal("true")
    expect(I.clearButton().disabled).to.equal(true)
  })

  it("required and invalid reach the hidden field and the segments", async () => {
    await mount({ required: "", invalid: "" })
    expect(I.hiddenInputs()[0]!.required).to.equal(true)
    expect(I.root().hasAttribute("data-invalid")).to.equal(true)
    expect(I.segment("day").getAttribute("aria-invalid")).to.equal("true")
  })

  it("rtl reverses the arrow keys", async () => {
    await mount({ dir: "rtl" })
    await I.focusSegment("month")
    await pressKey("ArrowLeft")
    await seeFocused("day")
  })

  it("PageUp steps the month by two and Delete empties it", async () => {
    await mount({ "placeholder-value": "2019-04-10" })
    await I.focusSegment("month")
    await pressKey("ArrowUp")
    await pressKey("PageUp")
    await seeText("month", "6")
    await pressKey("Delete")
    await seePlaceholder("month")
  })

  it("Shift+Tab moves back a segment", async () => {
    await mount()
    await I.focusSegment("year")
    await pressWith("Shift", "Tab")
    await seeFocused("day")
  })

  it("a bad min, max, value or placeholder is set aside with its reason", async () => {
    const { root } = await mount({ min: "2024-13-01", value: "soon" })
    const alert = () => root.querySelector('[role="alert"]')?.textContent ?? ""
    await waitFor(() => alert().includes('Min "2024-13-01" ignored'), "the min set aside")
    expect(alert()).to.contain('Value "soon" ignored')
    expect(I.value()).to.equal("none")
    await set("min", "2024-01-01")
    await set("max", "2023-01-01")
    await waitFor(() => alert().includes("Min is after max"), "both bounds set aside")
    await set("max", "")
    await set("value", "")
    await waitFor(() => !root.querySelector('[role="alert"]'), "no problem left")
  })
})
