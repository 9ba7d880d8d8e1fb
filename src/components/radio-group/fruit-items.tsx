import type * as radio from "@zag-js/radio-group"
import type { PropTypes } from "@zag-js/react"
import { fruits } from "./fruits"

/** The fruit radios, shared by the radio group and the segmented control. */
export function FruitItems({ api }: { api: radio.Api<PropTypes> }) {
  return fruits.map((fruit) => (
    <label key={fruit.id} {...api.getItemProps({ value: fruit.id })}>
      <span {...api.getItemControlProps({ value: fruit.id })} />
      <span {...api.getItemTextProps({ value: fruit.id })}>{fruit.label}</span>
      <input {...api.getItemHiddenInputProps({ value: fruit.id })} />
    </label>
  ))
}
