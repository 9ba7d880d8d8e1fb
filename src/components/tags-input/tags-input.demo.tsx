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
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Enter frameworks</label>
        <div {...api.getControlProps()}>
          {api.value.map((value, index) => (
            <span key={index} {...api.getItemProps({ index, value })}>
              <div {...api.getItemPreviewProps({ index, value })}>
                <span {...api.getItemTextProps({ index, value })}>{value}</span>
                <button {...api.getItemDeleteTriggerProps({ index, value })}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <input {...api.getItemInputProps({ index, value })} />
            </span>
          ))}
          {/* After the spread: zag hides the placeholder once there are tags; the demo keeps it. */}
          <input {...api.getInputProps()} placeholder="add tag" />
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* Carries the tags into the form's submission and log. */}
        <input {...api.getHiddenInputProps()} />
      </div>
      <div role="status" className="sb-tags-input-status">
        {status.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </form>
  )
}
