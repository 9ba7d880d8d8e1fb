import * as combobox from "@zag-js/combobox"
import { mergeProps, normalizeProps } from "@zag-js/react"
import { useMemo, useRef, useState, type ComponentProps } from "react"
import { countries, filterCountries } from "../../data/countries"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as comboboxControls } from "./combobox.controls"
import { insertMention, mentionAt, type MentionQuery } from "./mention"
import optionListCss from "../kit/parts/option-list.css?inline"
import comboboxCss from "./combobox.css?inline"

export const styles = optionListCss + comboboxCss

/** Nothing stays chosen: each choice is written into the text, and the next starts afresh. */
const NO_VALUE: string[] = []

/**
 * Mentions: the textarea is the combobox's input, but the list opens only while an "@" word
 * is being typed, filtered by its letters; choosing a country writes "@Country " in its place.
 * zag is told not to open on its own (`openOnChange`, `openOnKeyPress`) and to keep the text
 * as typed (`allowCustomValue`, `selectionBehavior: "preserve"`).
 */
export default function ComboboxTextarea({ values }: DemoProps<typeof comboboxControls>) {
  const { placement, ...settings } = values
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [mention, setMention] = useState<MentionQuery | null>(null)
  const items = useMemo(() => (mention ? filterCountries(mention.search) : []), [mention])
  const collection = useMemo(
    () =>
      combobox.collection({
        items,
        itemToValue: (country) => country.code,
        itemToString: (country) => country.label,
      }),
    [items],
  )
  const service = useDemoMachine(combobox.machine, {
    ...settings,
    multiple: false,
    collection,
    value: NO_VALUE,
    inputBehavior: "autohighlight",
    selectionBehavior: "preserve",
    openOnChange: false,
    openOnKeyPress: false,
    allowCustomValue: true,
    positioning: { ...overlayPositioning, placement },
    onSelect: ({ itemValue }) => {
      const field = textarea.current
      const country = countries.find((item) => item.code === itemValue)
      if (!field || !country || !mention) return
      const next = insertMention(field.value, field.selectionStart, mention, country.label)
      api.setInputValue(next.text)
      setMention(null)
      requestAnimationFrame(() => field.setSelectionRange(next.caret, next.caret))
    },
  })
  const api = combobox.connect(service, normalizeProps)

  const textareaProps = mergeProps(api.getInputProps() as ComponentProps<"textarea">, {
    rows: 4,
    placeholder: "Type @ and a few letters to mention a country",
    onChange(event: React.ChangeEvent<HTMLTextAreaElement>) {
      const field = event.currentTarget
      const found = mentionAt(field.value, field.selectionStart)
      setMention(found)
      api.setOpen(found !== null && filterCountries(found.search).length > 0)
    },
    // Moving the caret sideways or clicking elsewhere in the text leaves the mention.
    onKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") api.setOpen(false)
    },
    onPointerDown() {
      api.setOpen(false)
    },
  })

  return (
    <div className="sb-combobox sb-combobox-mentions">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Message</label>
        {/* The control is what zag places the list against. */}
        <div {...api.getControlProps()}>
          <textarea ref={textarea} {...textareaProps} />
        </div>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {items.map((item) => (
              <li key={item.code} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="sb-combobox-chosen">
        {mention ? `Mentioning: “${mention.search}”` : "Not mentioning anyone"}
      </p>
    </div>
  )
}
