import type { DatePickerApi } from "./use-date-picker-demo"

/** The text input(s), one per label, with the clear button and the calendar toggle. */
export function DatePickerField({ api, labels }: { api: DatePickerApi; labels: string[] }) {
  return (
    <div {...api.getControlProps()}>
      {labels.map((label, index) => (
        <div key={label} className="sb-date-picker-input">
          <label {...api.getLabelProps({ index })}>{label}</label>
          <input {...api.getInputProps({ index })} />
        </div>
      ))}
      <button {...api.getClearTriggerProps()}>
        <span aria-hidden="true">×</span>
      </button>
      <button {...api.getTriggerProps()}>
        <CalendarIcon />
      </button>
    </div>
  )
}

export function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" stroke="currentColor" />
      <path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor" strokeLinecap="round" />
    </svg>
  )
}
