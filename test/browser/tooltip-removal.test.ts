// A removed <demo-tooltip> is let go of: nothing in zag or the kit keeps it, its shadow tree
// or its machines once its teardown has run. Needs `gc()` (scripts/chromium.mjs).
import { expect } from "chai"
import {
  cleanup,
  hover,
  mountDemo,
  resetMouse,
  resetMouseAndCleanup,
  waitFor,
  type MountedDemo,
} from "./helpers"
import { tooltipDemo } from "../../src/components/tooltip/tooltip.page"

declare const gc: () => void

/** Mounts a tooltip demo and shows its first tooltip by pointer. */
async function openFirstTooltip(): Promise<MountedDemo> {
  const mounted = await mountDemo("tooltip", { "open-delay": "0", "close-delay": "0" })
  await hover(tooltipDemo(mounted.root).trigger("Hover me"))
  await waitFor(() => tooltipDemo(mounted.root).visibleTips() === "Tooltip", "the first tooltip")
  return mounted
}

/**
 * Removes the demo, waits for its teardown (its React root unmounted empties the shadow
 * root, a task after the removal) and gives back only a weak reference: a variable holding
 * the element here would keep it alive.
 */
async function removed({ element, root }: MountedDemo): Promise<WeakRef<HTMLElement>> {
  cleanup()
  await waitFor(() => root.childElementCount === 0, "the removed demo's teardown")
  return new WeakRef(element)
}

async function expectCollected(ref: WeakRef<HTMLElement>) {
  let collected = false
  try {
    // A weak reference read in one task keeps its target to the end of that task.
    await waitFor(() => {
      gc()
      return (collected = ref.deref() === undefined)
    }, "the removed <demo-tooltip> to be collected")
  } catch {
    // Said below, as an assertion.
  }
  expect(collected, "the removed <demo-tooltip> is still reachable").to.equal(true)
}

describe("<demo-tooltip> removal", () => {
  afterEach(resetMouseAndCleanup)

  it("lets a removed demo go after its tooltip showed and closed", async () => {
    // Nothing here may hold the demo across the collection: only the helpers see it.
    const closeAndRemove = async (mounted: MountedDemo) => {
      await resetMouse()
      await waitFor(() => tooltipDemo(mounted.root).visibleTips() === "", "the tooltip to close")
      return removed(mounted)
    }
    await expectCollected(await closeAndRemove(await openFirstTooltip()))
  })

  it("lets a demo removed while its tooltip shows go", async () => {
    await expectCollected(await removed(await openFirstTooltip()))
  })
})
