import { normalizeProps } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TagsField } from "./tags-field"
import type { controls as sentenceControls } from "./tags-input.sentence-builder.controls"
import styles from "./tags-input.css?inline"

export { styles }

// Typing a comma or a space ends a word, so these tokens can only be added by button.
const PUNCTUATION = [
  { token: ",", name: "comma" },
  { token: " ", name: "space" },
  { token: "!", name: "exclamation mark" },
]

// A lone space would be an empty-looking tag: show a visible mark, and name it for readers.
function tokenText(value: string) {
  if (value.trim() !== "") return value
  return <abbr title="space">␣</abbr>
}

/**
 * zag's tags-input/sentence-builder: a RegExp delimiter splits typed and pasted text at commas
 * and spaces, and `allowDuplicates` lets a word or mark come back as often as the sentence
 * needs. The sentence the tokens make is read back below.
 */
export default function TagsInputSentenceBuilder({ values }: DemoProps<typeof sentenceControls>) {
  const service = useDemoMachine(tagsInput.machine, {
    ...values,
    name: "tokens",
    defaultValue: ["Hello", ",", " ", "world", "!"],
    allowDuplicates: true,
    delimiter: /[,\s]+/,
    addOnPaste: true,
  })
  const api = tagsInput.connect(service, normalizeProps)
  const locked = values.disabled || values.readOnly
  return (
    <div className="sb-tags-input">
      <TagsField
        api={api}
        label="Sentence tokens"
        placeholder="Type or paste words"
        renderText={tokenText}
      />
      <div className="sb-row" role="group" aria-label="Add punctuation">
        {PUNCTUATION.map(({ token, name }) => (
          <button key={name} type="button" disabled={locked} onClick={() => api.addValue(token)}>
            Add {name}
          </button>
        ))}
      </div>
      <p className="sb-tags-input-sentence">
        Sentence: <output aria-live="polite">{api.value.join("")}</output>
      </p>
    </div>
  )
}
