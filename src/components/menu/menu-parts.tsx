import type * as menu from "@zag-js/menu"
import type { ReactNode } from "react"
import type { MenuItem } from "./menu-items"

/** The popup of a menu, rendered inline (no portal) so it stays in the shadow root. */
export function MenuPopup({ api, children }: { api: menu.Api; children: ReactNode }) {
  return (
    <div {...api.getPositionerProps()}>
      <div {...api.getContentProps()}>{children}</div>
    </div>
  )
}

/**
 * Plain items of a menu. An item flagged `trigger` opens `submenu` (the next level's
 * menu) instead of being selected.
 */
export function MenuItems(props: {
  api: menu.Api
  items: readonly MenuItem[]
  submenu?: menu.Api
}) {
  const { api, items, submenu } = props
  return items.map((item) =>
    item.trigger && submenu ? (
      <div key={item.value} {...api.getTriggerItemProps(submenu)}>
        {item.label}
        <span aria-hidden="true">›</span>
      </div>
    ) : (
      <div key={item.value} {...api.getItemProps({ value: item.value })}>
        {item.label}
      </div>
    ),
  )
}

/** The menu trigger button with its open/closed indicator. */
export function MenuTrigger({ api, children }: { api: menu.Api; children: ReactNode }) {
  return (
    <button {...api.getTriggerProps()}>
      {children}
      <span {...api.getIndicatorProps()} aria-hidden="true">
        ▾
      </span>
    </button>
  )
}

/** The last selection as text, announced politely to screen readers. */
export function SelectionText({ value }: { value: string | null }) {
  return (
    <p className="sb-menu-status" aria-live="polite">
      Selected: {value ?? "none"}
    </p>
  )
}
