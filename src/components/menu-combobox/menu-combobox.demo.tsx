import { useEffect, useRef, useState } from "react"
import type { Teammate } from "./teammates"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { MenuPopup, MenuTrigger } from "../menu/menu-parts"
import { useMenuMachine } from "../menu/use-menu-demo"
import type { controls as menuComboboxControls } from "./menu-combobox.controls"
import { PeopleSearch } from "./menu-combobox-search"
import { useEscapeClosesSubmenu } from "./use-menu-combobox-escape"
import menuCss from "../menu/menu.css?inline"
import ownCss from "./menu-combobox.css?inline"

export const styles = menuCss + ownCss

const actions = [
  { value: "rename", label: "Rename" },
  { value: "duplicate", label: "Duplicate" },
] as const

export default function MenuComboboxDemo({ values }: DemoProps<typeof menuComboboxControls>) {
  const log = useDemoLog()
  const [status, setStatus] = useState("No action yet.")
  const searchInput = useRef<HTMLInputElement>(null)
  const root = useMenuMachine(
    values,
    {
      onSelect: ({ value }) => {
        setStatus(`Chose: ${value}`)
        log("select", value)
      },
    },
    "Menu",
  )
  const assign = useMenuMachine(
    values,
    {
      // zag focuses a submenu's content as it opens; the search field takes focus after it.
      onOpenChange: ({ open }) => {
        if (open) requestAnimationFrame(() => searchInput.current?.focus())
      },
    },
    "Assign to submenu",
  )

  // Linked once: zag keeps the parent and child services in the machines' refs.
  useEffect(() => {
    root.api.setChild(assign.service)
    assign.api.setParent(root.service)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEscapeClosesSubmenu(searchInput, () => {
    const shadowRoot = searchInput.current?.getRootNode() as ShadowRoot | Document | undefined
    assign.api.setOpen(false)
    // Back to the menu, its Assign to item still highlighted, as ArrowLeft would leave it.
    shadowRoot?.getElementById(String(root.api.getContentProps().id))?.focus()
  })

  const choose = (person: Teammate) => {
    setStatus(`Assigned to ${person.name}`)
    log("assign", person.name)
    // Choosing someone completes the action: the whole menu closes, as after any item.
    if (values.closeOnSelect) root.api.setOpen(false)
  }

  return (
    <div className="sb-menu-demo">
      <MenuTrigger api={root.api}>Issue actions</MenuTrigger>
      <MenuPopup api={root.api}>
        {actions.map((item) => (
          <div key={item.value} {...root.api.getItemProps({ value: item.value })}>
            {item.label}
          </div>
        ))}
        {/* The submenu holds a search, not menu items: it is announced as a dialog. */}
        <div {...root.api.getTriggerItemProps(assign.api)} aria-haspopup="dialog">
          Assign to
          <span aria-hidden="true">›</span>
        </div>
        <div {...root.api.getItemProps({ value: "delete" })}>Delete</div>
      </MenuPopup>
      <div {...assign.api.getPositionerProps()}>
        <div {...assign.api.getContentProps()} role="dialog" aria-label="Assign to">
          {assign.api.open && <PeopleSearch inputRef={searchInput} onChoose={choose} />}
        </div>
      </div>
      <p className="sb-menu-status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}
