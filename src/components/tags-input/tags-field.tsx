import type * as tagsInput from "@zag-js/tags-input"
import type { ReactNode } from "react"

interface TagsFieldProps {
  api: tagsInput.Api
  label: string
  placeholder: string
  /** The id of a message under the field that the input is described by. */
  describedBy?: string
  /** What a tag shows, when its text alone would not read well (a lone space). */
  renderText?: (value: string) => ReactNode
  /** Shown under the field, inside the root (a hint or what was refused). */
  children?: ReactNode
}

/**
 * The tags input's parts as the variants show them: the same anatomy as the demo, so the
 * folder's CSS and page object apply. Keys carry the index, since variants that allow
 * duplicates hold the same text more than once.
 */
export function TagsField({
  api,
  label,
  placeholder,
  describedBy,
  renderText = (value) => value,
  children,
}: TagsFieldProps) {
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>{label}</label>
      <div {...api.getControlProps()}>
        {api.value.map((value, index) => (
          <span key={`${index}:${value}`} {...api.getItemProps({ index, value })}>
            <div {...api.getItemPreviewProps({ index, value })}>
              <span {...api.getItemTextProps({ index, value })}>{renderText(value)}</span>
              <button {...api.getItemDeleteTriggerProps({ index, value })}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <input {...api.getItemInputProps({ index, value })} />
          </span>
        ))}
        {/* After the spread: zag hides the placeholder once there are tags; the hint stays. */}
        <input {...api.getInputProps()} placeholder={placeholder} aria-describedby={describedBy} />
        <button {...api.getClearTriggerProps()} type="button">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <input {...api.getHiddenInputProps()} />
      {children}
    </div>
  )
}
