import { expect } from "chai"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"
import { SERVER_ERROR } from "./async-list-server"
import { asyncList } from "./async-list.page"

const FIRST_PAGE = ["H", "He", "Li", "Be", "B", "C", "N", "O"]
// Short delays keep the scenarios quick; the tests wait for what the list shows, not for time.
const QUICK = { delay: "100" }

describe("<demo-async-list>", () => {
  afterEach(cleanup)

  it("shows the loading state, then the first page", async () => {
    const { root } = await mountDemo("async-list", { delay: "2000" })
    const list = asyncList(root)
    expect(list.status()).to.equal("Loading elements…")
    expect(list.busy()).to.equal(true)
    expect(list.symbols()).to.deep.equal([])
    expect(list.unavailable("Load more")).to.equal(true)
    expect(list.unavailable("Stop")).to.equal(false)
    expect(list.server()).to.equal(
      "Pretend server: 2000 ms a request, 8 elements a page; answering.",
    )

    await list.waitForStatus("8 elements shown, more to load.")
    expect(list.symbols()).to.deep.equal(FIRST_PAGE)
    expect(list.names()[0]).to.equal("Hydrogen")
    expect(list.busy()).to.equal(false)
    expect(list.unavailable("Load more")).to.equal(false)
    expect(list.unavailable("Stop")).to.equal(true)
    expect(list.alert()).to.equal(null)
  })

  it("adds the next page with Load more, by click or key, until there is none", async () => {
    const { root } = await mountDemo("async-list", { delay: "600", "page-size": "15" })
    const list = asyncList(root)
    await list.waitForStatus("15 elements shown, more to load.")
    await click(list.button("Load more"))
    expect(list.status()).to.equal("Loading more elements…")
    // The loaded page stays while the next one comes.
    expect(list.symbols()).to.have.length(15)
    await list.waitForStatus("30 elements shown, more to load.")
    expect(list.symbols().slice(14, 16)).to.deep.equal(["P", "S"])

    list.button("Load more").focus()
    await press("Enter")
    await list.waitForStatus("36 elements shown.")
    expect(list.symbols().at(-1)).to.equal("Kr")
    expect(list.unavailable("Load more")).to.equal(true)
    // Nothing more to ask for: the button does nothing.
    await click(list.button("Load more"))
    expect(list.status()).to.equal("36 elements shown.")
  })

  it("shows the error of a failed load, and Retry recovers", async () => {
    const { root } = await mountDemo("async-list", { ...QUICK, failure: "next" })
    const list = asyncList(root)
    expect(list.server()).to.contain("the next request fails")
    await list.waitForStatus("Loading failed.")
    expect(list.alert()?.textContent).to.contain(SERVER_ERROR)
    expect(list.symbols()).to.deep.equal([])
    // One failure only: the server answers again.
    expect(list.server()).to.contain("; answering.")

    await click(list.button("Retry"))
    await list.waitForStatus("8 elements shown, more to load.")
    expect(list.symbols()).to.deep.equal(FIRST_PAGE)
    expect(list.alert()).to.equal(null)
  })

  it("keeps the loaded page when the next one fails, and Retry asks for that page again", async () => {
    const { root, element } = await mountDemo("async-list", QUICK)
    const list = asyncList(root)
    await list.waitForStatus("8 elements shown, more to load.")
    element.setAttribute("failure", "every")
    await waitFor(() => list.server().includes("every request fails"), "a failing server")
    await click(list.button("Load more"))
    await list.waitForStatus("Loading failed.")
    expect(list.symbols()).to.deep.equal(FIRST_PAGE)
    // Still failing: Retry fails again.
    await click(list.button("Retry"))
    await list.waitForStatus("Loading failed.")

    element.setAttribute("failure", "none")
    await waitFor(() => list.server().endsWith("answering."), "a healthy server")
    await click(list.button("Retry"))
    await list.waitForStatus("16 elements shown, more to load.")
    expect(list.symbols().slice(8, 10)).to.deep.equal(["F", "Ne"])
  })

  it("filters on the server as the visitor types", async () => {
    const { root } = await mountDemo("async-list", QUICK)
    const list = asyncList(root)
    await list.waitForStatus("8 elements shown, more to load.")
    await click(list.filter())
    await type("ium")
    await list.waitForStatus("8 elements shown, more to load.")
    expect(list.names()).to.deep.equal([
      "Helium",
      "Lithium",
      "Beryllium",
      "Sodium",
      "Magnesium",
      "Aluminium",
      "Potassium",
      "Calcium",
    ])
    await click(list.button("Load more"))
    await list.waitForStatus("15 elements shown.")

    await click(list.filter())
    await type("x")
    await list.waitForStatus("No elements match “iumx”.")
    expect(list.symbols()).to.deep.equal([])
  })

  it("sorts on the server, from the first page", async () => {
    const { root } = await mountDemo("async-list", QUICK)
    const list = asyncList(root)
    await list.waitForStatus("8 elements shown, more to load.")
    list.sort().value = "name-ascending"
    list.sort().dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => list.symbols()[0] === "Al", "the list in name order")
    await list.waitForStatus("8 elements shown, more to load.")
    expect(list.symbols()).to.deep.equal(["Al", "Ar", "As", "Be", "B", "Br", "Ca", "C"])
    expect(list.sort().value).to.equal("name-ascending")
    await click(list.button("Load more"))
    await list.waitForStatus("16 elements shown, more to load.")
    expect(list.symbols()[8]).to.equal("Cl")
  })

  it("sorts only the loaded elements in the page when sortOn is client", async () => {
    const { root } = await mountDemo("async-list", { ...QUICK, "sort-on": "client" })
    const list = asyncList(root)
    await list.waitForStatus("8 elements shown, more to load.")
    list.sort().value = "name-ascending"
    list.sort().dispatchEvent(new Event("change", { bubbles: true }))
    await list.waitForStatus("8 elements shown.")
    expect(list.symbols()).to.deep.equal(["Be", "B", "C", "He", "H", "Li", "N", "O"])
    // The machine drops the cursor after a sort in the page: no next page until a reload.
    expect(list.unavailable("Load more")).to.equal(true)
    await click(list.button("Reload"))
    await list.waitForStatus("8 elements shown, more to load.")
    expect(list.symbols()[0]).to.equal("Al")
  })

  it("stops a load with Stop, and starts again with Reload", async () => {
    const { root } = await mountDemo("async-list", { delay: "3000" })
    const list = asyncList(root)
    expect(list.status()).to.equal("Loading elements…")
    await click(list.button("Stop"))
    await list.waitForStatus("Stopped. No elements loaded.")
    expect(list.busy()).to.equal(false)
    expect(list.unavailable("Stop")).to.equal(true)
    await click(list.button("Reload"))
    expect(list.status()).to.equal("Loading elements…")
  })

  it("reloads from the first page when the page size changes", async () => {
    const { root, element } = await mountDemo("async-list", QUICK)
    const list = asyncList(root)
    await list.waitForStatus("8 elements shown, more to load.")
    element.setAttribute("page-size", "5")
    await list.waitForStatus("5 elements shown, more to load.")
    expect(list.symbols()).to.deep.equal(FIRST_PAGE.slice(0, 5))
    expect(list.server()).to.contain("5 elements a page")
  })

  it("waits for Reload when loadOnMount is off", async () => {
    const { root } = await mountDemo("async-list", { ...QUICK, "load-on-mount": "false" })
    const list = asyncList(root)
    expect(list.status()).to.equal("No elements loaded.")
    await click(list.button("Reload"))
    await list.waitForStatus("8 elements shown, more to load.")
  })

  it("shows the machine's state in the Visualizer", async () => {
    const { root } = await mountDemo("async-list", { delay: "1500" })
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "loading"', "the loading state")
    await waitForVisualizer(root, 'state: "idle"', "the idle state")
  })

  it("has no serious or critical axe violations, loaded or failed", async () => {
    const { element, root } = await mountDemo("async-list", QUICK)
    const list = asyncList(root)
    await list.waitForStatus("8 elements shown, more to load.")
    expect(await seriousViolations(element)).to.deep.equal([])
    element.setAttribute("failure", "every")
    await waitFor(() => list.server().includes("every request fails"), "a failing server")
    await click(list.button("Load more"))
    await list.waitForStatus("Loading failed.")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
