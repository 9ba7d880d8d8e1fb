import type * as menu from "@zag-js/menu"
import { useState } from "react"
import {
  contactTypeOptions,
  sortOrderOptions,
  type ContactType,
  type MenuOptionItem,
  type SortOrder,
} from "./menu-items"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import styles from "./menu.css?inline"
import { MenuPopup, MenuTrigger } from "./menu-parts"
import type { controls as menuOptionsControls } from "./menu-options.controls"
import { useMenuMachine } from "./use-menu-demo"

export { styles }

/**
 * Radio items (sort order) and checkbox items (contact types). The checked state lives in
 * React; zag only reports each toggle through `onCheckedChange`.
 */
export default function MenuOptionsDemo({ values }: DemoProps<typeof menuOptionsControls>) {
  const log = useDemoLog()
  const [order, setOrder] = useState<SortOrder>("none")
  const [types, setTypes] = useState<ContactType[]>(["email"])
  const { api } = useMenuMachine(values)

  const chooseOrder = (value: SortOrder) => {
    setOrder(value)
    log("order change", value)
  }
  const toggleType = (value: ContactType, checked: boolean) => {
    // Kept in the options' order, so the text reads the same whatever the click order.
    const next = contactTypeOptions
      .map((option) => option.value)
      .filter((type) => (type === value ? checked : types.includes(type)))
    setTypes(next)
    log("type change", next)
  }

  return (
    <div className="sb-menu-demo">
      <MenuTrigger api={api}>Sort and filter</MenuTrigger>
      <MenuPopup api={api}>
        <OptionGroup
          api={api}
          label="Sort order"
          options={sortOrderOptions}
          isChecked={(value) => value === order}
          onCheckedChange={(value) => chooseOrder(value)}
        />
        <hr {...api.getSeparatorProps()} />
        <OptionGroup
          api={api}
          label="Contact type"
          options={contactTypeOptions}
          isChecked={(value) => types.includes(value)}
          onCheckedChange={toggleType}
        />
      </MenuPopup>
      <p className="sb-menu-status" aria-live="polite">
        Sort order: {order}. Contact types: {types.length ? types.join(", ") : "none"}.
      </p>
    </div>
  )
}

function OptionGroup<V extends string>(props: {
  api: menu.Api
  label: string
  options: readonly MenuOptionItem<V>[]
  isChecked: (value: V) => boolean
  onCheckedChange: (value: V, checked: boolean) => void
}) {
  const { api, options } = props
  const groupId = options[0]?.name ?? props.label
  return (
    <div {...api.getItemGroupProps({ id: groupId })}>
      <div {...api.getItemGroupLabelProps({ htmlFor: groupId })}>{props.label}</div>
      {options.map((option) => {
        const item = {
          type: option.type,
          value: option.value,
          checked: props.isChecked(option.value),
          onCheckedChange: (checked: boolean) => props.onCheckedChange(option.value, checked),
        }
        return (
          <div key={option.value} {...api.getOptionItemProps(item)}>
            <span {...api.getItemIndicatorProps(item)} aria-hidden="true">
              {option.type === "radio" ? "●" : "✓"}
            </span>
            <span {...api.getItemTextProps(item)}>{option.label}</span>
          </div>
        )
      })}
    </div>
  )
}
