import { expect } from "chai"
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import {
  click,
  expectFocus,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { settle, waitForClosed } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="multiple-trigger">: one side drawer, an Edit button per row of a
 * table (zag's drawer/multiple-trigger page; zag has no e2e file for it). What a
 * single-trigger drawer cannot do: open from any row with that row's person, give focus back
 * to that row's button, and move to another row while open.
 */

const PEOPLE = ["Alice Johnson", "Bob Smith", "Carol Davis", "David Wilson"]

function peopleDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    trigger: (name: string) => getByRole(stage, "button", { name: `Edit ${name}` }),
    triggers: () => PEOPLE.map((name) => getByRole(stage, "button", { name: `Edit ${name}` })),
    /** The open drawer, or null while it is closed. */
    dialog: () => queryByRole(within(root), "dialog"),
    content: () => part(stage, "drawer", "content"),
    backdrop: () => part(stage, "drawer", "backdrop"),
    status: () => getByRole(stage, "status").textContent,
    field: (label: string) =>
      getByLabelText<HTMLInputElement>(part(stage, "drawer", "content"), label),
  }
}

type PeopleDemo = ReturnType<typeof peopleDemo>

async function mount(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("drawer", { variant: "multiple-trigger", ...attributes })
  return { ...mounted, demo: peopleDemo(mounted.root) }
}

async function openFrom(demo: PeopleDemo, name: string) {
  await click(demo.trigger(name))
  const dialog = await waitFor(() => {
    const open = demo.dialog()
    return open?.getAttribute("aria-labelledby") && open.textContent?.includes(`Edit ${name}`)
      ? open
      : null
  }, `the drawer editing ${name}`)
  await settle(demo.content())
  return dialog
}

describe('<demo-drawer variant="multiple-trigger">', () => {
  afterEach(resetMouseAndCleanup)

  it("has an Edit button per row, all collapsed, and nobody being edited", async () => {
    const { demo } = await mount()
    const triggers = demo.triggers()
    expect(triggers).to.have.length(4)
    for (const trigger of triggers) {
      expect(trigger.getAttribute("aria-expanded")).to.equal("false")
      expect(trigger.getAttribute("aria-haspopup")).to.equal("dialog")
    }
    expect(demo.dialog()).to.equal(null)
    expect(demo.status()).to.equal("Editing: nobody")
  })

  it("opens from a row with that row's person, as a side panel at the end edge", async () => {
    const { root, demo } = await mount()
    const dialog = await openFrom(demo, "Bob Smith")
    expect(getByRole(within(root), "dialog", { name: "Edit Bob Smith" })).to.equal(dialog)
    expect(demo.status()).to.equal("Editing: Bob Smith")
    expect(demo.field("Name").value).to.equal("Bob Smith")
    expect(demo.field("Email").value).to.equal("bob@example.com")
    expect(demo.field("Role").value).to.equal("Editor")
    const box = demo.content().getBoundingClientRect()
    expect(Math.round(box.right)).to.be.closeTo(innerWidth, 1)
    expect(Math.round(box.height)).to.be.closeTo(innerHeight, 1)
  })

  it("marks only the trigger it opened from as expanded and current", async () => {
    const { demo } = await mount()
    await openFrom(demo, "Carol Davis")
    const [alice, bob, carol, david] = demo.triggers()
    expect(carol!.getAttribute("aria-expanded")).to.equal("true")
    expect(carol!.hasAttribute("data-current")).to.equal(true)
    for (const other of [alice!, bob!, david!]) {
      expect(other.getAttribute("aria-expanded")).to.equal("false")
      expect(other.hasAttribute("data-current")).to.equal(false)
    }
  })

  it("gives focus back to the row's own button on Escape, and opens another row afresh", async () => {
    const { demo } = await mount()
    await openFrom(demo, "David Wilson")
    await press("Escape")
    await waitForClosed(demo)
    await expectFocus(demo.trigger("David Wilson"))
    await openFrom(demo, "Alice Johnson")
    expect(demo.field("Name").value).to.equal("Alice Johnson")
    expect(demo.field("Role").value).to.equal("Admin")
    await click(getByRole(demo.content(), "button", { name: "Close" }))
    await waitForClosed(demo)
    await expectFocus(demo.trigger("Alice Johnson"))
  })

  it("moves to another row's person while open, when not modal (from the keyboard)", async () => {
    const { demo } = await mount({ modal: "false" })
    await openFrom(demo, "Alice Johnson")
    // The side panel covers the table's buttons, so from the keyboard: focus leaving the
    // drawer for another trigger keeps it open, and Enter moves it to that row.
    demo.trigger("Carol Davis").focus()
    await press("Enter")
    await waitFor(() => demo.dialog()?.textContent?.includes("Edit Carol Davis"), "Carol's details")
    expect(demo.status()).to.equal("Editing: Carol Davis")
    expect(demo.field("Email").value).to.equal("carol@example.com")
    expect(demo.trigger("Carol Davis").getAttribute("aria-expanded")).to.equal("true")
    expect(demo.trigger("Alice Johnson").getAttribute("aria-expanded")).to.equal("false")
  })

  it("has no serious accessibility violations, closed or open", async () => {
    const { element, demo } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await openFrom(demo, "Bob Smith")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
