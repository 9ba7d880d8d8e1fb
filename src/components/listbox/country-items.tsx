import type * as listbox from "@zag-js/listbox"
import type { PropTypes } from "@zag-js/react"
import type { CodedCountry } from "./countries-by-code"

interface CountryItemsProps {
  api: listbox.Api<PropTypes, CodedCountry>
  items: readonly CodedCountry[]
}

/**
 * The listbox's options: name, ISO code and check mark. The pointer highlights in every mode:
 * zag 1.47 starts a Shift range at an anchor of its own (the last item clicked, or moved to or
 * chosen by key, without Shift), which a hovering pointer does not move.
 */
export function CountryItems({ api, items }: CountryItemsProps) {
  return items.map((item) => (
    <li key={item.value} {...api.getItemProps({ item, highlightOnHover: true })}>
      <span {...api.getItemTextProps({ item })}>{item.label}</span>
      <span className="sb-listbox-code">{item.value}</span>
      <span {...api.getItemIndicatorProps({ item })}>✓</span>
    </li>
  ))
}
