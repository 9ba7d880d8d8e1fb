import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  expectFocus,
  hover,
  mountDemo,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-hover-card variant="multiple-trigger">: one card, four member links. zag's
 * e2e/hover-card-multiple-trigger.e2e.ts, every scenario, ported (each test names the one it
 * ports). The basic demo has a single @zag_js link and no team.
 */

type Member = "Alice Johnson" | "Bob Smith" | "Charlie Brown" | "Diana Prince"

async function mountTeam() {
  // No delays: the scenarios are about which link the card serves, not its timing.
  const mounted = await mountDemo("hover-card", {
    variant: "multiple-trigger",
    "open-delay": "0",
    "close-delay": "0",
  })
  const all = within(mounted.root)
  const content = () => part(all, "hover-card", "content")
  return {
    ...mounted,
    trigger: (name: Member) => getByRole(all, "link", { name: new RegExp(`^${name}`) }),
    content,
    positioner: () => part(all, "hover-card", "positioner"),
    shows: (text: string) => !content().hidden && content().textContent!.includes(text),
  }
}

/** Moves the real mouse to a corner of the page, off every link and the card. */
const moveAway = () => sendMouse({ type: "move", position: [0, 0] })

describe('<demo-hover-card variant="multiple-trigger">', () => {
  afterEach(resetMouseAndCleanup)

  it("opens the card on hover (zag: should open hover card on hover)", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Alice Johnson"))
    await waitFor(() => team.shows("Alice Johnson"), "Alice's card")
  })

  it("switches links on hover (zag: should switch triggers on hover)", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Alice Johnson"))
    await waitFor(() => team.shows("Alice Johnson"), "Alice's card")
    await hover(team.trigger("Charlie Brown"))
    await waitFor(() => team.shows("Charlie Brown"), "Charlie's card instead")
    expect(team.root.querySelectorAll('[data-part="content"]')).to.have.length(1)
  })

  it("moves to the link it serves (zag: should reposition when switching triggers)", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Alice Johnson"))
    await waitFor(() => team.shows("Alice Johnson"), "Alice's card")
    const first = team.positioner().getBoundingClientRect()
    await hover(team.trigger("Diana Prince"))
    await waitFor(() => team.shows("Diana Prince"), "Diana's card")
    await waitFor(() => {
      const last = team.positioner().getBoundingClientRect()
      return last.x !== first.x || last.y !== first.y
    }, "the card beside Diana's link, elsewhere than beside Alice's")
  })

  it("closes when the pointer leaves (zag: should close hover card on mouse leave)", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Alice Johnson"))
    await waitFor(() => team.shows("Alice Johnson"), "the card")
    await moveAway()
    await waitFor(() => team.content().hidden, "the card to close")
  })

  it("opens on keyboard focus (zag: should open hover card on keyboard focus)", async () => {
    const team = await mountTeam()
    team.trigger("Bob Smith").focus()
    await pressWith("Shift", "Tab")
    await expectFocus(team.trigger("Alice Johnson"))
    await waitFor(() => team.shows("Alice Johnson"), "Alice's card")
  })

  it("closes on Escape (zag: should close hover card on escape)", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Alice Johnson"))
    await waitFor(() => team.shows("Alice Johnson"), "the card")
    await press("Escape")
    await waitFor(() => team.content().hidden, "the card to close")
  })

  it("marks the link it serves (zag: should set data-current on the active trigger)", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Bob Smith"))
    await waitFor(() => team.shows("Bob Smith"), "Bob's card")
    expect(team.trigger("Bob Smith").hasAttribute("data-current")).to.equal(true)
    expect(team.trigger("Alice Johnson").hasAttribute("data-current")).to.equal(false)
  })

  it("follows Tab to the next link (zag: should switch triggers on keyboard navigation)", async () => {
    const team = await mountTeam()
    team.trigger("Alice Johnson").focus()
    await expectFocus(team.trigger("Alice Johnson"))
    await press("Tab")
    await expectFocus(team.trigger("Bob Smith"))
    await waitFor(() => team.shows("Bob Smith"), "Bob's card")
  })

  it("says which member is active, and has no serious accessibility violations", async () => {
    const team = await mountTeam()
    await hover(team.trigger("Charlie Brown"))
    await waitFor(() => team.shows("Charlie Brown"), "Charlie's card")
    expect(team.root.textContent).to.contain("Active member: Charlie Brown (@charlie)")
    await Promise.all(
      team
        .content()
        .getAnimations()
        .map((animation) => animation.finished),
    )
    expect(await seriousViolations(team.element)).to.deep.equal([])
  })
})
