import type { AnchorHTMLAttributes, MouseEvent } from "react"
import { isInPageNavigation } from "./click"
import { navigate } from "./history"
import { isCurrentPath, resolvePath } from "./resolve"
import { useLocation } from "./use-location"

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Where to go: absolute (`/accordion`) or relative to the current path (`./x`, `../x`). */
  to: string
}

/**
 * A real `<a href>` (so open-in-new-tab, copy link and screen readers work) that navigates
 * inside the page on a plain primary click and says `aria-current="page"` when it points
 * at the page being shown.
 */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const location = useLocation()
  const href = resolvePath(to, location.path)

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    const anchor = event.currentTarget
    const link = {
      href: anchor.href,
      target: anchor.target,
      download: anchor.hasAttribute("download"),
    }
    if (!isInPageNavigation(event, link, window.location.origin)) return
    event.preventDefault()
    navigate(anchor.href)
  }

  return (
    <a
      {...rest}
      href={href}
      aria-current={isCurrentPath(href, location.path) ? "page" : undefined}
      onClick={handleClick}
    />
  )
}
