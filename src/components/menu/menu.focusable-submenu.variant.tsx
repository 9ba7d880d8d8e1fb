import type * as menu from "@zag-js/menu"
import { useEffect, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { MenuPopup, MenuTrigger, SelectionText } from "./menu-parts"
import type { controls as menuControls } from "./menu.controls"
import styles from "./menu.css?inline"
import { useMenuMachine, useMenuSelection } from "./use-menu-demo"

export { styles }

/** The submenus' fields: each submenu holds one text field, not items. */
const fields = [
  { value: "rename", trigger: "Rename", label: "New name" },
  { value: "move", trigger: "Move to folder", label: "Folder" },
  { value: "note", trigger: "Add a note", label: "Note" },
] as const

type Field = (typeof fields)[number]["value"]

/**
 * Submenus that hold a text field. Focus goes into a submenu when it opens and into its field
 * on a click, yet the root menu must stay open: zag counts the submenus as part of its tree,
 * so focus there is not focus outside. The fields' text is kept here and shown below.
 */
export default function MenuFocusableSubmenu({ values }: DemoProps<typeof menuControls>) {
  const log = useDemoLog()
  const { selected, onSelect } = useMenuSelection()
  const [texts, setTexts] = useState<Record<Field, string>>({ rename: "", move: "", note: "" })
  const root = useMenuMachine(values, { onSelect }, "menu")
  const submenus = [
    useMenuMachine(values, {}, "submenu: Rename"),
    useMenuMachine(values, {}, "submenu: Move to folder"),
    useMenuMachine(values, {}, "submenu: Add a note"),
  ]

  // Linked once: zag keeps the parent and its children in the machines' refs.
  useEffect(() => {
    for (const submenu of submenus) {
      root.api.setChild(submenu.service)
      submenu.api.setParent(root.service)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const change = (field: Field, text: string) => {
    setTexts((old) => ({ ...old, [field]: text }))
    log("field change", field, text)
  }

  return (
    <div className="sb-menu-demo sb-menu-fields">
      <MenuTrigger api={root.api}>File</MenuTrigger>
      <MenuPopup api={root.api}>
        <div {...root.api.getItemProps({ value: "open" })}>Open</div>
        {fields.map((field, index) => (
          <FieldTrigger
            key={field.value}
            api={root.api}
            submenu={submenus[index]!.api}
            label={field.trigger}
          />
        ))}
        <div {...root.api.getItemProps({ value: "delete" })}>Delete</div>
      </MenuPopup>
      {fields.map((field, index) => (
        <div key={field.value} {...submenus[index]!.api.getPositionerProps()}>
          {/* It holds a field, not menu items: it is announced as a dialog (as menu-combobox). */}
          <div {...submenus[index]!.api.getContentProps()} role="dialog" aria-label={field.trigger}>
            <label>
              {field.label}
              <input
                type="text"
                value={texts[field.value]}
                onChange={(event) => change(field.value, event.currentTarget.value)}
              />
            </label>
          </div>
        </div>
      ))}
      <SelectionText value={selected} />
      <p className="sb-menu-status-fields">
        Name: {texts.rename || "none"}. Folder: {texts.move || "none"}. Note: {texts.note || "none"}
        .
      </p>
    </div>
  )
}

function FieldTrigger(props: { api: menu.Api; submenu: menu.Api; label: string }) {
  return (
    <div {...props.api.getTriggerItemProps(props.submenu)} aria-haspopup="dialog">
      {props.label}
      <span aria-hidden="true">›</span>
    </div>
  )
}
