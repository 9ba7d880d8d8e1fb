import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  sleep,
  type,
  visualizerText,
  waitFor,
  waitForVisualizer,
  pressBurst,
  waitForValue,
  throttleCpu,
} from "../../../test/browser/helpers"
import { numberInput } from "./number-input.page"

const shows = (root: ShadowRoot, text: string) =>
  waitFor(() => numberInput(root).input().value === text, `the input to show "${text}"`)

describe("<demo-number-input>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows a labelled input between decrement and increment triggers, and a scrubber", async () => {
    const { root } = await mountDemo("number-input")
    expect(numberInput(root).input().value).to.equal("")
    expect(numberInput(root).input().getAttribute("aria-valuemin")).to.equal("0")
    expect(numberInput(root).input().getAttribute("aria-valuemax")).to.equal("100")
    expect(numberInput(root).increment().textContent).to.equal("+")
    expect(numberInput(root).decrement().textContent).to.equal("−")
    expect(root.querySelector('[data-part="scrubber"]')).to.not.equal(null)
    expect(numberInput(root).input().name).to.equal("number")
  })

  it("steps with ArrowUp/ArrowDown, ten with shift, and jumps with Home/End", async () => {
    const { root } = await mountDemo("number-input")
    await click(numberInput(root).input())
    await type("5")
    await press("ArrowUp")
    await shows(root, "6")
    await press("ArrowDown")
    await press("ArrowDown")
    await shows(root, "4")
    await pressWith("Shift", "ArrowUp")
    await shows(root, "14")
    await press("End")
    await shows(root, "100")
    await press("ArrowUp")
    await shows(root, "100")
    await press("Home")
    await shows(root, "0")
  })

  it("keeps every digit typed quickly: 1, 2, 3 back to back is 123, on a slow CPU too", async () => {
    const { root } = await mountDemo("number-input")
    await click(numberInput(root).input())
    await pressBurst(["1", "2", "3"])
    await waitForValue(() => numberInput(root).input().value, "123", "the typed number")
    numberInput(root).input().select()
    await throttleCpu(4)
    try {
      await pressBurst(["4", "5", "6"])
      await waitForValue(
        () => numberInput(root).input().value,
        "456",
        "the number typed on a slow CPU",
      )
    } finally {
      await throttleCpu(1)
    }
  })

  it("steps once per click on the triggers", async () => {
    const { root } = await mountDemo("number-input", { step: "5" })
    await click(numberInput(root).increment())
    await shows(root, "5")
    await click(numberInput(root).increment())
    await shows(root, "10")
    await click(numberInput(root).decrement())
    await shows(root, "5")
    await expectFocus(numberInput(root).input())
  })

  it("refuses letters as they are typed", async () => {
    const { root } = await mountDemo("number-input")
    await click(numberInput(root).input())
    await type("4a2")
    await shows(root, "42")
  })

  it("clamps a typed 500 to the max of 100 on blur, with a message until then", async () => {
    const { root } = await mountDemo("number-input", { log: "" })
    const logged: string[] = []
    const original = console.log
    console.log = (...args: unknown[]) => logged.push(args.map(String).join(" "))
    try {
      await click(numberInput(root).input())
      await type("500")
      await waitFor(
        () => logged.includes("<demo-number-input> number input: Value must be at most 100."),
        `the range message in the console (got ${JSON.stringify(logged)})`,
      )
    } finally {
      console.log = original
    }
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the range message")
    expect(alert.textContent).to.equal("Value must be at most 100.")
    expect(numberInput(root).input().getAttribute("aria-invalid")).to.equal("true")
    numberInput(root).input().blur()
    await shows(root, "100")
    await waitFor(() => !root.querySelector('[role="alert"]'), "the message to go")
  })

  it("keeps an out-of-range value on blur when clampValueOnBlur is off", async () => {
    const { root } = await mountDemo("number-input", { "clamp-value-on-blur": "false", min: "10" })
    await click(numberInput(root).input())
    await type("3")
    numberInput(root).input().blur()
    await nextFrame()
    await shows(root, "3")
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the range message")
    expect(alert.textContent).to.equal("Value must be at least 10.")
  })

  it("spins while the increment trigger is held: before:spin, then spinning", async () => {
    const { root } = await mountDemo("number-input")
    await openToolbarTab(root, "Visualizer")
    numberInput(root).increment().scrollIntoView({ block: "center" })
    await nextFrame()
    await sendMouse({ type: "move", position: centre(numberInput(root).increment()) })
    await sendMouse({ type: "down" })
    await waitForVisualizer(root, 'state: "before:spin"', "before:spin")
    await waitFor(() => visualizerText(root).includes('state: "spinning"'), "spinning", 1000)
    await sleep(300)
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focused"', "focused")
    expect(Number(numberInput(root).input().value)).to.be.greaterThan(3)
    // The spin stopped with the release.
    const settled = numberInput(root).input().value
    await sleep(200)
    expect(numberInput(root).input().value).to.equal(settled)
  })

  it("does not spin when spinOnPress is off", async () => {
    const { root } = await mountDemo("number-input", { "spin-on-press": "false" })
    await sendMouse({ type: "move", position: centre(numberInput(root).increment()) })
    await sendMouse({ type: "down" })
    await sleep(600)
    await sendMouse({ type: "up" })
    await shows(root, "1")
  })

  it("shows idle, focused and scrubbing in the Visualizer", async () => {
    const { root } = await mountDemo("number-input")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle")
    numberInput(root).input().focus()
    await waitForVisualizer(root, 'state: "focused"', "focused")
    const scrubber = root.querySelector('[data-part="scrubber"]')!
    const [x, y] = centre(scrubber)
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    await waitForVisualizer(root, 'state: "scrubbing"', "scrubbing")
    for (const dx of [10, 20, 30, 40]) await sendMouse({ type: "move", position: [x + dx, y] })
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "focused"', "focused again")
    expect(Number(numberInput(root).input().value)).to.be.greaterThan(0)
  })

  it("ignores keys and triggers when read-only, and disables everything when disabled", async () => {
    const { root, element } = await mountDemo("number-input", { "read-only": "" })
    await click(numberInput(root).input())
    await press("ArrowUp")
    expect(numberInput(root).input().value).to.equal("")
    expect(numberInput(root).increment().hasAttribute("disabled")).to.equal(true)
    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(() => numberInput(root).input().disabled, "a disabled input")
    expect(numberInput(root).decrement().hasAttribute("disabled")).to.equal(true)
  })

  it("formats by locale, and falls back to en-US with a message for an unknown one", async () => {
    const { root, element } = await mountDemo("number-input", {
      locale: "de-DE",
      format: "decimal",
      step: "0.5",
    })
    await click(numberInput(root).increment())
    await click(numberInput(root).increment())
    await click(numberInput(root).increment())
    await shows(root, "1,5")
    element.setAttribute("locale", "not a locale!")
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), "the locale message")
    expect(alert.textContent).to.contain("using en-US")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("number-input")
    await click(numberInput(root).input())
    await type("500")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
