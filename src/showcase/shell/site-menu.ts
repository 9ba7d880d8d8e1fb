import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react"
import { useLocation } from "../router"

export const NAV_ID = "site-nav"

/** The first control a visitor would use in the nav: the search box, else the first link. */
function firstFocusable(nav: HTMLElement | null): HTMLElement | null {
  return nav?.querySelector<HTMLElement>("input, a[href]") ?? null
}

/**
 * The small-screen menu: a disclosure that shows the nav. Opening moves focus into the nav,
 * Escape closes it and returns focus to the button, and any navigation closes it (it stays
 * open for the path it was opened on only). On wide screens CSS shows the nav regardless.
 */
export function useSiteMenu() {
  const { path } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === path
  const buttonRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const focusNav = useRef(false)

  useEffect(() => {
    if (!open || !focusNav.current) return
    focusNav.current = false
    firstFocusable(navRef.current)?.focus()
  }, [open])

  const show = useCallback(() => {
    focusNav.current = true
    setOpenOn(path)
  }, [path])

  const close = useCallback(() => {
    setOpenOn(null)
    buttonRef.current?.focus()
  }, [])

  return {
    open,
    show,
    buttonRef,
    navRef,
    buttonProps: {
      "aria-expanded": open,
      "aria-controls": NAV_ID,
      onClick: () => (open ? close() : show()),
    },
    navProps: {
      id: NAV_ID,
      "data-open": open ? "" : undefined,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "Escape" || !open || event.isDefaultPrevented()) return
        event.preventDefault()
        close()
      },
    },
  }
}
