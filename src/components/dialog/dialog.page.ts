/** The dialog demo's parts: the Edit Profile trigger and the modal dialog it opens. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { click, mountDemo, waitFor, within } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function dialogDemo(root: ShadowRoot) {
  return {
    trigger: () => getByRole(within(root), "button", { name: "Edit Profile" }),
    /** The open dialog, or null while it is closed. */
    dialog: () => queryByRole(within(root), "dialog", { name: "Edit profile" }),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
    preventScroll: SEEN_WHEN.openPopup,
    trapFocus: SEEN_WHEN.openPopup,
  },
}

/**
 * Mounts one of the dialog's variants, clicks its trigger and waits for the dialog it opens:
 * what most variants' scenarios start from.
 */
export async function openDialogVariant(variant: string, trigger: string, title: string) {
  const mounted = await mountDemo("dialog", { variant })
  const triggerButton = getByRole(within(mounted.root), "button", { name: trigger })
  await click(triggerButton)
  const content = await waitFor(
    () => queryByRole(within(mounted.root), "dialog", { name: title }),
    "the dialog to open",
  )
  return { ...mounted, trigger: triggerButton, content }
}
