import type * as drawer from "@zag-js/drawer"
import { DemoHeading } from "../kit/parts/demo-heading"
import { drawerItems } from "./drawer-items"

/** The demo's drawer body: its title, an area that never drags and a long list. */
export function DrawerBody({ api }: { api: drawer.Api }) {
  return (
    <>
      <DemoHeading {...api.getTitleProps()}>Drawer</DemoHeading>
      {/* zag never starts a drag on a [data-no-drag] element. */}
      <div data-no-drag="true" className="sb-drawer-no-drag">
        No drag area
      </div>
      <ItemList />
    </>
  )
}

/** The long list of items, focusable so a keyboard user can scroll it too. */
export function ItemList({ items = drawerItems }: { items?: readonly string[] }) {
  return (
    <div className="sb-drawer-scrollable" tabIndex={0} role="region" aria-label="Items">
      {items.map((item) => (
        <div key={item}>{item}</div>
      ))}
    </div>
  )
}
