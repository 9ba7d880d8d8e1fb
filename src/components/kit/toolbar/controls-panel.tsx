import { useId, useState } from "react"
import { controlLabel } from "./control-label"
import {
  parseControlValue,
  type Control,
  type ControlSchema,
  type NumberControl,
} from "../runtime/controls"

interface ControlsPanelProps {
  schema: ControlSchema
  values: Record<string, unknown>
  onChange: (key: string, value: unknown) => void
}

/** The Controls tab: one field per schema entry, each changing the live widget. */
export function ControlsPanel({ schema, values, onChange }: ControlsPanelProps) {
  const entries = Object.entries(schema)
  if (entries.length === 0) return <p className="sb-muted">This demo has no settings.</p>
  return (
    <div className="sb-controls">
      {entries.map(([key, control]) => (
        <ControlField
          key={key}
          name={key}
          control={control}
          value={values[key]}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </div>
  )
}

interface FieldProps<C extends Control = Control> {
  name: string
  control: C
  value: unknown
  onChange: (value: unknown) => void
}

function ControlField(props: FieldProps) {
  const id = useId()
  const label = controlLabel(props.name, props.control)
  const { control, value, onChange } = props
  if (control.type === "boolean") {
    return (
      <label className="sb-field sb-field-inline" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
    )
  }
  return (
    <div className="sb-field">
      <label htmlFor={id}>{label}</label>
      {control.type === "select" ? (
        <select id={id} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : control.type === "number" ? (
        <NumberField id={id} control={control} value={value} onChange={onChange} />
      ) : (
        <input
          id={id}
          type="text"
          value={String(value ?? "")}
          placeholder={control.placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </div>
  )
}

/** Keeps the typed text while it is not yet a valid number, and applies it once it is. */
function NumberField(
  props: { id: string; control: NumberControl; value: unknown } & {
    onChange: (value: unknown) => void
  },
) {
  const { id, control, value, onChange } = props
  const [draft, setDraft] = useState<string | null>(null)
  const result = draft === null ? null : parseControlValue(control, draft)
  return (
    <>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={control.min}
        max={control.max}
        step={control.step ?? "any"}
        value={draft ?? String(value)}
        aria-invalid={result?.ok === false || undefined}
        aria-describedby={result?.ok === false ? `${id}-error` : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value
          const parsed = parseControlValue(control, text)
          setDraft(parsed.ok ? null : text)
          if (parsed.ok) onChange(parsed.value)
        }}
        onBlur={() => setDraft(null)}
      />
      {result?.ok === false && (
        <span id={`${id}-error`} className="sb-field-error" role="alert">
          {`Not applied: ${result.reason}.`}
        </span>
      )}
    </>
  )
}
