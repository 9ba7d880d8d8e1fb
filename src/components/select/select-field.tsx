import type * as select from "@zag-js/select"
import type { PropTypes } from "@zag-js/react"

interface Option {
  value: string
  label: string
}

interface SelectFieldProps<T extends Option> {
  api: select.Api<PropTypes, T>
  label: string
  /** The trigger's text while nothing is chosen. */
  placeholder: string
  items: readonly T[]
  /** The options are on their way: the list says so to assistive technology. */
  busy?: boolean
}

/**
 * A select's parts as the folder's demo and variants render them: label, trigger with the
 * value text, clear button, the hidden native select that carries the value into a form (and
 * lets browser autofill set it), and the list, inline (never portalled) so it stays in the
 * element's shadow root.
 */
export function SelectField<T extends Option>(props: SelectFieldProps<T>) {
  const { api, label, placeholder, items, busy } = props
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>{label}</label>
      <div {...api.getControlProps()}>
        <button {...api.getTriggerProps()}>
          <span {...api.getValueTextProps()}>{api.valueAsString || placeholder}</span>
          <span {...api.getIndicatorProps()}>▾</span>
        </button>
        <button {...api.getClearTriggerProps()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <select {...api.getHiddenSelectProps()}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
      <div {...api.getPositionerProps()}>
        <ul {...api.getContentProps()} aria-busy={busy}>
          {items.map((item) => (
            <li key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
