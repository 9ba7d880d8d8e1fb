import { normalizeProps } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useState, type FormEvent } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TagsField } from "./tags-field"
import type { controls as formControls } from "./tags-input.form.controls"
import styles from "./tags-input.css?inline"
import { tagsMax } from "./tags-input-status"

export { styles }

/**
 * zag's tags-input/form: the tags reach a native form submission only through the hidden
 * input named `tags`, so what is shown here is read back from the FormData the browser built,
 * not from the machine.
 */
export default function TagsInputForm({ values }: DemoProps<typeof formControls>) {
  const { max, ...settings } = values
  const log = useDemoLog()
  const [submitCount, setSubmitCount] = useState(0)
  const [lastSubmit, setLastSubmit] = useState<string | null>(null)
  const service = useDemoMachine(tagsInput.machine, {
    ...settings,
    max: tagsMax(max),
    name: "tags",
    defaultValue: ["React", "Vue"],
  })
  const api = tagsInput.connect(service, normalizeProps)

  // Kept on the page: a real submission would leave the showcase.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const sent = String(new FormData(event.currentTarget).get("tags") ?? "")
    log("form submitted", { tags: sent })
    setSubmitCount((count) => count + 1)
    setLastSubmit(sent)
  }

  return (
    <form className="sb-tags-input" aria-label="Frameworks form" onSubmit={submit}>
      <TagsField api={api} label="Enter frameworks" placeholder="add tag" />
      <div className="sb-row">
        <button type="submit">Submit</button>
      </div>
      <dl className="sb-tags-input-submitted" aria-live="polite">
        <dt>Submitted</dt>
        <dd>{submitCount === 1 ? "once" : `${submitCount} times`}</dd>
        <dt>Last sent</dt>
        <dd>{lastSubmit === null ? "nothing yet" : lastSubmit === "" ? "no tags" : lastSubmit}</dd>
      </dl>
    </form>
  )
}
