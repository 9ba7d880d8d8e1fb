/**
 * A demo keeps what the reader did through a move to another parent, as a native control
 * does: frameworks move nodes all the time (keyed lists, transitions, teleports, a docs
 * page's tabs). An element removed and not put back is torn down, a task later.
 */
import { expect } from "chai"
import { html, render } from "lit"
import { repeat } from "lit/directives/repeat.js"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  visualizerText,
  waitFor,
  waitForDemo,
  type MountedDemo,
} from "./helpers"
import { accordion } from "../../src/components/accordion/accordion.page"
import { featureSwitch } from "../../src/components/switch/switch.page"

/** A task later: when an element left out of the page would have been torn down. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve))

/** The selected toolbar tab's name. */
const selectedTab = (root: ShadowRoot) =>
  root.querySelector('.sb-toolbar [role="tab"][aria-selected="true"]')?.textContent

interface UsedDemos {
  accordionDemo: MountedDemo
  switchDemo: MountedDemo
  /** What the accordion's Visualizer showed: its state and the events so far. */
  history: string
}

/** Opens an accordion item, checks the switch, opens the Visualizer: state a reader made. */
async function interactWith(
  accordionDemo: MountedDemo,
  switchDemo: MountedDemo,
): Promise<UsedDemos> {
  const home = accordion(accordionDemo.root).trigger("Home")
  await click(home)
  await waitFor(() => home.getAttribute("aria-expanded") === "true", "Home to open")
  await click(featureSwitch(switchDemo.root).control())
  await waitFor(() => featureSwitch(switchDemo.root).state() === "checked", "the switch on")
  await openToolbarTab(accordionDemo.root, "Visualizer")
  return { accordionDemo, switchDemo, history: visualizerText(accordionDemo.root) }
}

const mountAndUse = async () =>
  interactWith(await mountDemo("accordion"), await mountDemo("switch"))

async function expectStateKept({ accordionDemo, switchDemo, history }: UsedDemos) {
  await aTaskLater()
  const home = accordion(accordionDemo.root).trigger("Home")
  expect(home.getAttribute("aria-expanded"), "the open item").to.equal("true")
  expect(featureSwitch(switchDemo.root).state(), "the switch").to.equal("checked")
  expect(selectedTab(accordionDemo.root), "the open tab").to.equal("Visualizer")
  expect(visualizerText(accordionDemo.root), "the history").to.equal(history)
}

describe("a demo element moved to another parent", () => {
  const containers: HTMLElement[] = []
  const container = () => {
    const made = document.createElement("section")
    document.body.append(made)
    containers.push(made)
    return made
  }
  afterEach(() => {
    cleanup()
    containers.splice(0).forEach((made) => made.remove())
  })

  it("keeps its state, history and open tab through appendChild", async () => {
    const demos = await mountAndUse()
    const elsewhere = container()
    elsewhere.appendChild(demos.accordionDemo.element)
    elsewhere.appendChild(demos.switchDemo.element)
    await expectStateKept(demos)
  })

  it("keeps them through insertBefore", async () => {
    const demos = await mountAndUse()
    // The switch goes before the accordion: both are moved in the page, in one task.
    document.body.insertBefore(demos.switchDemo.element, demos.accordionDemo.element)
    const elsewhere = container()
    elsewhere.insertBefore(demos.accordionDemo.element, null)
    await expectStateKept(demos)
  })

  it("keeps them through moveBefore, without disconnecting", async () => {
    // Chromium has had moveBefore since version 133.
    expect("moveBefore" in Element.prototype).to.equal(true)
    const demos = await mountAndUse()
    const elsewhere = container() as HTMLElement & {
      moveBefore(node: Node, child: Node | null): void
    }
    elsewhere.moveBefore(demos.accordionDemo.element, null)
    elsewhere.moveBefore(demos.switchDemo.element, null)
    await expectStateKept(demos)
  })

  it("keeps them through a framework's keyed reorder (lit's repeat)", async () => {
    const list = container()
    const draw = (slugs: string[]) =>
      render(
        html`${repeat(
          slugs,
          (slug) => slug,
          (slug) =>
            slug === "accordion"
              ? html`<demo-accordion></demo-accordion>`
              : html`<demo-switch></demo-switch>`,
        )}`,
        list,
      )
    draw(["accordion", "switch"])
    const [accordionElement, switchElement] = [...list.children] as HTMLElement[]
    const demos = await interactWith(
      await waitForDemo(accordionElement!),
      await waitForDemo(switchElement!),
    )
    draw(["switch", "accordion"])
    expect([...list.children]).to.deep.equal([switchElement, accordionElement])
    await expectStateKept(demos)
  })

  it("is torn down when removed and not put back: its demo is gone and it sends nothing", async () => {
    const { element, root } = await mountDemo("accordion")
    let published = 0
    element.addEventListener("statechange", () => published++)
    element.remove()
    await waitFor(() => root.childNodes.length === 0, "the demo torn down")
    expect(published).to.equal(0)
  })

  it("put back after its teardown starts afresh, Controls edits included", async () => {
    const { element, root } = await mountDemo("accordion", { orientation: "horizontal" })
    const home = accordion(root).trigger("Home")
    await click(home)
    await waitFor(() => home.getAttribute("aria-expanded") === "true", "Home to open")
    await openToolbarTab(root, "Controls")
    const multiple = () =>
      root.querySelector<HTMLInputElement>(".sb-controls input[type=checkbox]")!
    await click(multiple())
    await waitFor(() => multiple().checked, "the Multiple edit")
    element.remove()
    await waitFor(() => root.childNodes.length === 0, "the demo torn down")
    document.body.append(element)
    await waitFor(() => root.querySelector('[data-part="item-trigger"]'), "the demo rendered again")
    expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("false")
    await openToolbarTab(root, "Controls")
    expect(multiple().checked, "the edit").to.equal(false)
    const orientation = root.querySelector('[data-scope="accordion"][data-part="root"]')
    expect(orientation?.getAttribute("data-orientation"), "the attribute").to.equal("horizontal")
    element.remove()
  })
})
