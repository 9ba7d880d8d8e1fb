import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"
import { dragVertically, settle } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="nested">: Account opens Security, which opens Advanced (zag's
 * drawer/nested page; zag has no e2e file for it). What one drawer cannot show: each opens on
 * top with its own focus, the ones behind step back, and Escape, a swipe or Done closes only
 * the top one, while Close all closes the stack.
 */

const TITLES = ["Account", "Security", "Advanced"] as const
type Title = (typeof TITLES)[number]

function nestedDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  const contents = () => parts(stage, "drawer", "content")
  return {
    trigger: () => getByRole(stage, "button", { name: "Account" }),
    dialog: (title: Title) => queryByRole(within(root), "dialog", { name: title }),
    /** The content of a drawer, open or not, in stack order. */
    content: (title: Title) => contents()[TITLES.indexOf(title)]!,
    openTitles: () =>
      TITLES.filter((title) => queryByRole(within(root), "dialog", { name: title })),
  }
}

type NestedDemo = ReturnType<typeof nestedDemo>

async function openNext(demo: NestedDemo, from: HTMLElement, button: string, title: Title) {
  await click(getByRole(from, "button", { name: button }))
  const dialog = await waitFor(() => demo.dialog(title), `the ${title} drawer to open`)
  await settle(dialog)
  return dialog
}

async function openStack() {
  const mounted = await mountDemo("drawer", { variant: "nested" })
  const demo = nestedDemo(mounted.root)
  const account = await openNext(demo, stageOf(mounted.root), "Account", "Account")
  const security = await openNext(demo, account, "Security settings", "Security")
  const advanced = await openNext(demo, security, "Advanced options", "Advanced")
  return { ...mounted, demo, account, security, advanced }
}

const nestedCount = (element: HTMLElement) =>
  getComputedStyle(element).getPropertyValue("--nested-drawers").trim()

describe('<demo-drawer variant="nested">', () => {
  afterEach(resetMouseAndCleanup)

  it("opens each drawer on top of the one it came from, with focus inside the top one", async () => {
    const { demo, advanced } = await openStack()
    expect(demo.openTitles()).to.deep.equal(["Account", "Security", "Advanced"])
    await waitFor(() => advanced.contains(deepActiveElement()), "focus in the top drawer")
  })

  it("steps the drawers behind back: each knows how many are open in front of it", async () => {
    const { account, security, advanced } = await openStack()
    await waitFor(() => nestedCount(account) === "2", "Account to count two drawers in front")
    expect(nestedCount(security)).to.equal("1")
    expect(nestedCount(advanced)).to.equal("0")
    expect(account.hasAttribute("data-nested-drawer-open")).to.equal(true)
    expect(security.hasAttribute("data-nested-drawer-open")).to.equal(true)
    expect(advanced.hasAttribute("data-nested-drawer-open")).to.equal(false)
    await settle(account)
    // The deeper a drawer is, the smaller it stands.
    const width = (element: HTMLElement) => element.getBoundingClientRect().width
    expect(width(account)).to.be.lessThan(width(security))
    expect(width(security)).to.be.lessThan(width(advanced))
  })

  it("closes only the top drawer on Escape, focus back on the button that opened it", async () => {
    const { demo, security } = await openStack()
    await press("Escape")
    await waitFor(() => !demo.dialog("Advanced"), "Advanced to close")
    expect(demo.openTitles()).to.deep.equal(["Account", "Security"])
    await expectFocus(getByRole(security, "button", { name: "Advanced options" }))
    await waitFor(
      () => !security.hasAttribute("data-nested-drawer-open"),
      "Security to come forward",
    )
    await press("Escape")
    await waitFor(() => !demo.dialog("Security"), "Security to close")
    expect(demo.openTitles()).to.deep.equal(["Account"])
  })

  it("closes only the top drawer when it is swiped down", async () => {
    const { demo, advanced } = await openStack()
    const grabber = advanced.querySelector('[data-part="grabber"]')!
    await dragVertically(grabber, 40, { hold: true })
    await waitFor(
      () => demo.content("Security").hasAttribute("data-nested-drawer-swiping"),
      "the drawer behind to know the top one is swiped",
    )
    await sendMouse({ type: "up" })
    await settle(advanced)
    await dragVertically(grabber, 250, { steps: 2, pause: 0 })
    await waitFor(() => !demo.dialog("Advanced"), "Advanced to close")
    expect(demo.openTitles()).to.deep.equal(["Account", "Security"])
  })

  it("closes the top drawer with Done, and the whole stack with Close all", async () => {
    const { root, demo } = await openStack()
    await click(getByRole(demo.content("Advanced"), "button", { name: "Done" }))
    await waitFor(() => !demo.dialog("Advanced"), "Done to close Advanced")
    expect(demo.openTitles()).to.deep.equal(["Account", "Security"])
    await openNext(demo, demo.content("Security"), "Advanced options", "Advanced")
    await click(getByRole(demo.content("Advanced"), "button", { name: "Close all" }))
    await waitFor(() => demo.openTitles().length === 0, "every drawer to close")
    await expectFocus(getByRole(stageOf(root), "button", { name: "Account" }))
  })

  it("has no serious accessibility violations with the three open", async () => {
    const { element } = await openStack()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
