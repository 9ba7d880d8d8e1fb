/** The color picker demo's parts: the swatch trigger, the popup and its channel fields. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function colorPicker(root: ShadowRoot) {
  const picker = <E extends HTMLElement = HTMLElement>(name: string) =>
    part<E>(root, "color-picker", name)
  return {
    part: picker,
    trigger: () => picker<HTMLButtonElement>("trigger"),
    /** The open popup, or null while it is closed. */
    dialog: () => queryByRole(within(root), "dialog", { name: "Color picker" }),
    hexInput: () =>
      root.querySelector<HTMLInputElement>('[data-part="control"] [data-channel="hex"]')!,
    hiddenInput: () => root.querySelector<HTMLInputElement>('input[name="color"]')!,
    valueText: () => picker("value-text").textContent,
    /** A channel's slider thumb, by the name a screen reader gives it ("hue", "alpha"…). */
    slider: (name: string) => getByRole(within(root), "slider", { name }),
    channelInput: (channel: string) =>
      picker("content").querySelector<HTMLInputElement>(`input[data-channel="${channel}"]`)!,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    openAutoFocus: SEEN_WHEN.openPopup,
  },
  popupTrigger: (root) => colorPicker(root).trigger(),
  sampleText: {
    value: "hsl(200, 80%, 40%)",
  },
}
