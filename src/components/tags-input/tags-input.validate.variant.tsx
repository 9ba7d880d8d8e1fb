import { normalizeProps } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useId, useRef, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TagsField } from "./tags-field"
import type { controls as validateControls } from "./tags-input.validate.controls"
import styles from "./tags-input.css?inline"

export { styles }

const LOWERCASE = /^[a-z]+$/

interface Refusal {
  text: string
  repeat: boolean
}

// zag names only the reason (invalidTag for both); readers need to know which rule they broke.
function explain({ text, repeat }: Refusal) {
  return repeat
    ? `“${text}” is already a tag.`
    : `“${text}” was not added: use lowercase letters only.`
}

/**
 * zag's tags-input/validate: `validate` accepts only lowercase letters, and `onValueInvalid`
 * turns each refusal into a message tied to the input, cleared when a tag is accepted.
 */
export default function TagsInputValidate({ values }: DemoProps<typeof validateControls>) {
  const log = useDemoLog()
  const messageId = useId()
  // zag hands validate the text but onValueInvalid only the reason: remember what was refused.
  const lastRefusal = useRef<Refusal>({ text: "", repeat: false })
  const [problem, setProblem] = useState<string | null>(null)
  const service = useDemoMachine(tagsInput.machine, {
    ...values,
    name: "tags",
    defaultValue: ["react", "vue"],
    // A repeat is refused here too, so that it is explained instead of silently dropped.
    validate: ({ inputValue, value }) => {
      lastRefusal.current = { text: inputValue, repeat: value.includes(inputValue) }
      return LOWERCASE.test(inputValue) && !lastRefusal.current.repeat
    },
    onValueInvalid: ({ reason }) => {
      log(`tag not valid: ${reason}`)
      setProblem(explain(lastRefusal.current))
    },
    onValueChange: () => setProblem(null),
  })
  const api = tagsInput.connect(service, normalizeProps)
  return (
    <div className="sb-tags-input">
      <TagsField
        api={api}
        label="Tags, lowercase letters only"
        placeholder="Try svelte or React"
        describedBy={messageId}
      >
        <p id={messageId} role="alert" className="sb-tags-input-problem">
          {problem}
        </p>
      </TagsField>
    </div>
  )
}
