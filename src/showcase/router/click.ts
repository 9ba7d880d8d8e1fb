/** The parts of a click the rule looks at (a React or DOM MouseEvent has them all). */
export interface ClickInfo {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** The parts of the clicked link the rule looks at. */
export interface LinkInfo {
  /** The absolute URL the link points at (an anchor's `href` property). */
  href: string
  /** The `target` attribute ("" when absent). */
  target: string
  /** Whether the link has a `download` attribute. */
  download: boolean
}

/**
 * Only a plain primary click navigates inside the page. A modifier key (new tab,
 * new window, download, …), another mouse button, `target` other than `_self`, a `download`
 * link, a link to another origin, or a click someone already handled: left to the browser.
 */
export function isInPageNavigation(click: ClickInfo, link: LinkInfo, origin: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false
  if (link.download || (link.target !== "" && link.target !== "_self")) return false
  try {
    return new URL(link.href).origin === origin
  } catch {
    return false
  }
}
