/**
 * The hotkeys demo's parts, found as a user finds them: the shortcut box (a region named by
 * its title), the shortcut table's rows by their shortcut's name, the scope switch's radios,
 * the status line, the scratch field and the key recorder.
 */
import { getByRole, getByText } from "@testing-library/dom"
import { getPlatform } from "@zag-js/hotkeys"
import { expectFocus, stageOf } from "../../../test/browser/helpers"
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"

/** The key zag's `mod` stands for in the browser running the tests. */
export const MOD = getPlatform() === "mac" ? "Meta" : "Control"

export function hotkeys(root: ShadowRoot) {
  const stage = stageOf(root)
  const row = (shortcut: string) =>
    getByRole(stage, "rowheader", { name: shortcut }).closest("tr") as HTMLTableRowElement
  const recorder = () => getByRole(stage, "group", { name: "Key recorder" })
  return {
    box: () => getByRole(stage, "region", { name: "Keyboard shortcuts" }),
    row,
    /** How often a shortcut fired, as its row's Fired cell says. */
    count: (shortcut: string) => Number(row(shortcut).cells[3]!.textContent),
    /** The keys of a shortcut as its row writes them ("Ctrl+K", "G then H"). */
    keys: (shortcut: string) => row(shortcut).cells[1]!.textContent,
    /** Whether a shortcut listens now, as its row shows it. */
    isActive: (shortcut: string) => row(shortcut).dataset.state === "active",
    scope: (name: "Editor" | "Terminal") => getByRole(stage, "radio", { name }),
    status: () => getByRole(stage, "status").textContent,
    field: () => getByRole(stage, "textbox", { name: "Scratch field" }) as HTMLInputElement,
    recordButton: () => getByRole(recorder(), "button", { name: /^Record/ }),
    clearButton: () => getByRole(recorder(), "button", { name: "Clear" }) as HTMLButtonElement,
    /** The recorder's result line ("Recorded: Ctrl+Shift+L (free)", "Nothing recorded yet."). */
    recorded: () => getByText(recorder(), /^(Recorded:|Nothing recorded)/).textContent,
  }
}

/** Puts focus on the demo's box, where its shortcuts listen. */
export async function focusBox(root: ShadowRoot) {
  const box = hotkeys(root).box()
  box.focus()
  await expectFocus(box)
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  keyBurst: {
    what: "Search count",
    focus: focusBox,
    key: `${MOD}+k`,
    presses: 5,
    read: (root) => hotkeys(root).count("Search"),
  },
}
