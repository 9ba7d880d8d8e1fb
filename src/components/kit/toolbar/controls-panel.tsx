import { useId, useState } from "react"
import { controlLabel } from "./control-label"
import {
  parseControlValue,
  type Control,
  type ControlSchema,
  type NumberControl,
} from "../runtime/controls"

interface ControlsPanelProps {
  /** The demo whose settings' sentences the fields show, once fetched. */
  slug?: string
  schema: ControlSchema
  values: Record<string, unknown>
  onChange: (key: string, value: unknown) => void
}

/** A default as the field shows it: a switch's as on or off, an empty text as "none". */
const defaultText = (control: Control) =>
  control.type === "boolean"
    ? control.defaultValue
      ? "on"
      : "off"
    : String(control.defaultValue) || "none"

/**
 * The Controls tab: one field per schema entry, each changing the live widget, with its
 * sentence, its default beside it and a Reset once it differs; Reset all puts every setting
 * back.
 */
export function ControlsPanel({ slug, schema, values, onChange }: ControlsPanelProps) {
  // The sentences are not shipped with the schema: they come in a chunk of their own once
  // the reader points at or focuses the panel (control-descriptions.ts).
  const [descriptions, setDescriptions] = useState<Record<string, string>>({})
  const want = () =>
    import("./control-descriptions").then((m) => m.describeControls(slug, setDescriptions))
  const entries = Object.entries(schema)
  if (entries.length === 0) return <p className="sb-muted">This demo has no settings.</p>
  const changed = entries.filter(([key, control]) => !Object.is(values[key], control.defaultValue))
  return (
    <div className="sb-controls" onPointerEnter={want} onFocus={want}>
      {entries.map(([key, control]) => (
        <ControlField
          key={key}
          name={key}
          control={control}
          description={descriptions[key]}
          value={values[key]}
          onChange={(value) => onChange(key, value)}
        />
      ))}
      <button
        type="button"
        className="sb-controls-reset-all"
        // Not `disabled`: a focused button would lose focus once every setting is back.
        aria-disabled={changed.length === 0}
        onClick={() => changed.forEach(([key, control]) => onChange(key, control.defaultValue))}
      >
        Reset all
      </button>
    </div>
  )
}

interface FieldProps<C extends Control = Control> {
  name: string
  control: C
  description?: string
  value: unknown
  onChange: (value: unknown) => void
}

/** The field's default, and a Reset to it while the value differs. */
function DefaultLine({
  id,
  label,
  control,
  value,
  onChange,
}: FieldProps & { id: string; label: string }) {
  return (
    <span className="sb-field-default">
      <span id={`${id}-default`}>Default: {defaultText(control)}</span>
      {!Object.is(value, control.defaultValue) && (
        <button
          type="button"
          aria-label={`Reset ${label} to ${defaultText(control)}`}
          onClick={() => onChange(control.defaultValue)}
        >
          Reset
        </button>
      )}
    </span>
  )
}

function ControlField(props: FieldProps) {
  const id = useId()
  const label = controlLabel(props.name, props.control)
  const { control, description, value, onChange } = props
  // The sentence, then the default: the help is absent until its chunk is here, and a
  // reference to a missing id is skipped.
  const describedBy = `${id}-help ${id}-default`
  return (
    <div className="sb-field">
      <div className="sb-field-head">
        {control.type === "boolean" ? (
          <label className="sb-field-inline" htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
            <span>{label}</span>
          </label>
        ) : (
          <label htmlFor={id}>{label}</label>
        )}
        <DefaultLine {...props} id={id} label={label} />
      </div>
      {description && (
        <span id={`${id}-help`} className="sb-muted">
          {description}
        </span>
      )}
      {control.type === "select" ? (
        <select
          id={id}
          value={String(value)}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : control.type === "number" ? (
        <NumberField
          id={id}
          describedBy={describedBy}
          control={control}
          value={value}
          onChange={onChange}
        />
      ) : (
        control.type === "string" && (
          <input
            id={id}
            type="text"
            value={String(value ?? "")}
            placeholder={control.placeholder}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        )
      )}
    </div>
  )
}

/** Keeps the typed text while it is not yet a valid number, and applies it once it is. */
function NumberField(
  props: { id: string; describedBy: string; control: NumberControl; value: unknown } & {
    onChange: (value: unknown) => void
  },
) {
  const { id, describedBy, control, value, onChange } = props
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
        aria-describedby={result?.ok === false ? `${id}-error ${describedBy}` : describedBy}
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
