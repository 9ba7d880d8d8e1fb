import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-dialog variant="multiple-trigger">: one dialog, an Edit button per row of a team
 * table. zag's scenarios (e2e/dialog-multiple-trigger.e2e.ts) ported: what a single-trigger
 * dialog cannot do is open from any row, show that row's member, and give focus back to the
 * row it came from.
 */

const MEMBERS = ["Alice Johnson", "Bob Smith", "Carol Davis", "David Wilson"]

function teamDemo(root: ShadowRoot) {
  return {
    trigger: (name: string) => getByRole(within(root), "button", { name: `Edit ${name}` }),
    triggers: () =>
      MEMBERS.map((name) => getByRole(within(root), "button", { name: `Edit ${name}` })),
    /** The open dialog, or null while it is closed. */
    dialog: () => queryByRole(within(root), "dialog", { name: "Edit member" }),
    status: () => getByRole(within(root), "status").textContent,
  }
}

const mount = () => mountDemo("dialog", { variant: "multiple-trigger" })

const showing = (root: ShadowRoot, name: string, how: string) =>
  waitFor(() => {
    const open = teamDemo(root).dialog()
    return open?.textContent?.includes(`Change the details of ${name}.`) ? open : null
  }, `${how} to open the dialog on ${name}`)

const closed = (root: ShadowRoot, how: string) =>
  waitFor(() => teamDemo(root).dialog() === null, `${how} to close the dialog`)

async function openFrom(root: ShadowRoot, name: string) {
  await click(teamDemo(root).trigger(name))
  return showing(root, name, "a click")
}

describe('<demo-dialog variant="multiple-trigger">', () => {
  afterEach(cleanup)

  it("has an Edit button per row, all collapsed, and no dialog yet", async () => {
    const { root } = await mount()
    const triggers = teamDemo(root).triggers()
    expect(triggers).to.have.length(4)
    for (const trigger of triggers) expect(trigger.getAttribute("aria-expanded")).to.equal("false")
    expect(teamDemo(root).dialog()).to.equal(null)
    expect(teamDemo(root).status()).to.equal("Editing: nobody")
  })

  it("opens from different triggers, each showing its own member", async () => {
    const { root } = await mount()
    const first = await openFrom(root, "Alice Johnson")
    expect((getByRole(first, "textbox", { name: "Name" }) as HTMLInputElement).value).to.equal(
      "Alice Johnson",
    )
    await press("Escape")
    await closed(root, "Escape")
    const third = await openFrom(root, "Carol Davis")
    expect((getByRole(third, "textbox", { name: "Email" }) as HTMLInputElement).value).to.equal(
      "carol@example.com",
    )
    expect((getByRole(third, "combobox", { name: "Role" }) as HTMLSelectElement).value).to.equal(
      "Viewer",
    )
    expect(teamDemo(root).status()).to.equal("Editing: Carol Davis")
  })

  it("closes on its close button", async () => {
    const { root } = await mount()
    const open = await openFrom(root, "Bob Smith")
    await click(getByRole(open, "button", { name: "Close" }))
    await closed(root, "the close button")
  })

  it("closes on Escape and gives focus back to the trigger it came from", async () => {
    const { root } = await mount()
    await openFrom(root, "David Wilson")
    await press("Escape")
    await closed(root, "Escape")
    await expectFocus(teamDemo(root).trigger("David Wilson"))
  })

  it("opens with Enter and with Space", async () => {
    const { root } = await mount()
    teamDemo(root).trigger("Bob Smith").focus()
    await press("Enter")
    await showing(root, "Bob Smith", "Enter")
    await press("Escape")
    await closed(root, "Escape")
    teamDemo(root).trigger("Carol Davis").focus()
    await press(" ")
    await showing(root, "Carol Davis", "Space")
  })

  it("returns focus to the right trigger after moving there with Tab", async () => {
    const { root } = await mount()
    teamDemo(root).trigger("Alice Johnson").focus()
    await press("Tab")
    await expectFocus(teamDemo(root).trigger("Bob Smith"))
    await press("Enter")
    await showing(root, "Bob Smith", "Enter")
    await press("Escape")
    await closed(root, "Escape")
    await expectFocus(teamDemo(root).trigger("Bob Smith"))
  })

  it("marks only the trigger it opened from as expanded and current", async () => {
    const { root } = await mount()
    await openFrom(root, "Bob Smith")
    const [alice, bob, carol] = teamDemo(root).triggers()
    expect(bob!.getAttribute("aria-expanded")).to.equal("true")
    expect(alice!.getAttribute("aria-expanded")).to.equal("false")
    expect(carol!.getAttribute("aria-expanded")).to.equal("false")
    expect(bob!.hasAttribute("data-current")).to.equal(true)
    expect(alice!.hasAttribute("data-current")).to.equal(false)
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { root, element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openFrom(root, "Bob Smith")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
