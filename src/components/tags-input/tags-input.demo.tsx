import { normalizeProps } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useRef, useState } from "react"
import { initialFrameworks } from "./frameworks"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as tagsInputControls } from "./tags-input.controls"
import styles from "./tags-input.css?inline"
import { tagsMax, tagsStatus } from "./tags-input-status"
import { TagsField } from "./tags-field"

export { styles }

export default function TagsInputDemo({ values }: DemoProps<typeof tagsInputControls>) {
  const { max: maxSetting, blurBehavior, maxTagLength, ...settings } = values
  const max = tagsMax(maxSetting)
  const log = useDemoLog()
  const formLog = useFormLog()
  // zag reports only the reason; the validator remembers what it refused to name it.
  const lastRefused = useRef("")
  const [refused, setRefused] = useState<string | null>(null)

  const service = useDemoMachine(tagsInput.machine, {
    ...settings,
    max,
    blurBehavior: blurBehavior === "none" ? undefined : blurBehavior,
    name: "frameworks",
    defaultValue: [...initialFrameworks],
    validate: ({ inputValue }) => {
      const valid = maxTagLength <= 0 || inputValue.length <= maxTagLength
      if (!valid) lastRefused.current = inputValue
      return valid
    },
    onValueInvalid: ({ reason }) => {
      log(`tag not valid: ${reason}`)
      if (reason === "invalidTag") setRefused(lastRefused.current)
    },
    onValueChange: ({ value }) => {
      log("tags changed", value)
      setRefused(null)
    },
  })
  const api = tagsInput.connect(service, normalizeProps)
  const status = tagsStatus({
    count: api.count,
    max,
    allowOverflow: settings.allowOverflow,
    refused,
    maxTagLength,
  })

  return (
    <form {...formLog} className="sb-tags-input">
      <TagsField api={api} label="Enter frameworks" placeholder="add tag" />
      <div role="status" className="sb-tags-input-status">
        {status.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </form>
  )
}
