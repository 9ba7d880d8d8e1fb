/**
 * The qr-code demo's test helpers: zag downloads by clicking a link it makes, which a test
 * catches instead of letting the browser save a file.
 */

/** Records the links zag clicks to download; `restore` lets links click again. */
export function catchDownloads() {
  const links: { href: string; download: string }[] = []
  const original = HTMLAnchorElement.prototype.click
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    links.push({ href: this.href, download: this.download })
  }
  return { links, restore: () => (HTMLAnchorElement.prototype.click = original) }
}
