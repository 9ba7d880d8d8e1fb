import { normalizeProps } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TagsField } from "./tags-field"
import type { controls as duplicatesControls } from "./tags-input.allow-duplicates.controls"
import styles from "./tags-input.css?inline"

export { styles }

/**
 * zag's tags-input/allow-duplicates: `allowDuplicates` lets a tag already there be added again,
 * by typing, pasting or editing another tag into it. The count says how many are held, since
 * repeats are easy to miss by eye.
 */
export default function TagsInputAllowDuplicates({ values }: DemoProps<typeof duplicatesControls>) {
  const service = useDemoMachine(tagsInput.machine, {
    ...values,
    name: "tags",
    defaultValue: ["React", "Vue"],
    allowDuplicates: true,
  })
  const api = tagsInput.connect(service, normalizeProps)
  return (
    <div className="sb-tags-input">
      <TagsField api={api} label="Add tags (repeats allowed)" placeholder="Try React again" />
      <p role="status" className="sb-tags-input-status">
        {api.count === 1 ? "1 tag." : `${api.count} tags.`}
      </p>
    </div>
  )
}
