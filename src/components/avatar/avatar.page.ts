/**
 * The avatar demo's parts: zag's image and initials fallback, the three buttons that change
 * the image, and the two lines that name the loading status and its recent history.
 */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function avatar(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    root: () => part(stage, "avatar", "root"),
    /** The image, or null while Toggle Image has removed it. */
    image: () => stage.querySelector<HTMLImageElement>('[data-scope="avatar"][data-part="image"]'),
    fallback: () => part(stage, "avatar", "fallback"),
    button: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
    /** The image's loading status (`loading`, `loaded`, `error`). */
    status: () => stage.querySelector('[data-testid="avatar-status"]')!.textContent,
    /** "Recent states: …", the statuses in the order they came. */
    trail: () => stage.querySelector('[data-testid="avatar-trail"]')!.textContent,
  }
}
