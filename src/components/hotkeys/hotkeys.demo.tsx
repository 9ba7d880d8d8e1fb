import { getPlatform } from "@zag-js/hotkeys"
import { normalizeProps } from "@zag-js/react"
import * as toggle from "@zag-js/toggle-group"
import { useEffect, useId, useRef, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { appendEvent, type MachineEvent } from "../kit/runtime/inspector"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useVisualizerEntry } from "../kit/runtime/use-visualizer-entry"
import { keySteps, keysText } from "./hotkeys-format"
import { KeyRecorder } from "./hotkeys-recorder"
import { SCOPE_LABELS, SCOPES, type Scope, type Shortcut } from "./hotkeys-shortcuts"
import { ShortcutTable } from "./hotkeys-table"
import type { controls as hotkeysControls } from "./hotkeys.controls"
import styles from "./hotkeys.css?inline"
import { useHotkeysRecorder } from "./use-hotkeys-recorder"
import { useHotkeysStore } from "./use-hotkeys-store"

export { styles }

const isScope = (value: unknown): value is Scope => SCOPES.includes(value as Scope)

/**
 * zag's hotkeys utility (no machine): a store of shortcuts listening on the demo's own box, so
 * keys reach it only while focus is inside the demo, with two scopes switched by zag's toggle
 * group, and zag's key recorder. The store's state is published to the Visualizer by hand.
 */
export default function HotkeysDemo({ values }: DemoProps<typeof hotkeysControls>) {
  const { enabled, sequenceTimeout, fireInFields, keyLabels } = values
  const platform = getPlatform()
  const box = useRef<HTMLDivElement>(null)
  const recordButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const fieldHintId = useId()
  const scopeLabelId = useId()

  // A single-choice toggle group: its items are buttons, not form fields, so shortcuts still
  // fire while one has focus (zag skips form fields unless told otherwise).
  const scopeService = useDemoMachine(
    toggle.machine,
    { defaultValue: [values.scope], deselectable: false },
    { label: "scope switch" },
  )
  const scopeApi = toggle.connect(scopeService, normalizeProps)
  useSettingToMachine(values.scope, (scope) => scopeApi.setValue([scope]))
  const scope: Scope = isScope(scopeApi.value[0]) ? scopeApi.value[0] : "editor"

  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({})
  const [last, setLast] = useState<Shortcut | null>(null)
  const [events, setEvents] = useState<MachineEvent[]>([])
  const recorder = useHotkeysRecorder(recordButton, sequenceTimeout)
  const held = useHotkeysStore({
    box,
    enabled,
    scope,
    sequenceTimeout,
    fireInFields,
    paused: recorder.isRecording,
    onTrigger(shortcut) {
      setCounts((previous) => ({ ...previous, [shortcut.id]: (previous[shortcut.id] ?? 0) + 1 }))
      setLast(shortcut)
      setEvents((previous) => appendEvent(previous, { type: "TRIGGER", id: shortcut.id }))
    },
  })

  const publish = useVisualizerEntry()
  useEffect(() => {
    publish({
      label: "hotkeys",
      state: !enabled ? "off" : recorder.recording ? "recording" : "listening",
      context: {
        activeScopes: [scope],
        sequenceTimeoutMs: sequenceTimeout,
        enableOnFormTags: fireInFields,
        pressedKeys: held,
        counts,
        recorded: recorder.value?.value ?? null,
      },
      events,
    })
  }, [publish, enabled, scope, sequenceTimeout, fireInFields, held, counts, events, recorder])

  const lastKeys = last ? keysText(keySteps(last.hotkey, platform, keyLabels)) : ""
  return (
    <div
      ref={box}
      className="sb-hotkeys"
      data-scope="hotkeys"
      data-part="root"
      role="region"
      aria-labelledby={titleId}
      tabIndex={0}
      data-disabled={enabled ? undefined : ""}
    >
      <DemoHeading id={titleId}>Keyboard shortcuts</DemoHeading>
      <p className="sb-muted sb-hotkeys-hint">
        {enabled
          ? `Click in this box or tab into it, then press a shortcut; a sequence waits ${sequenceTimeout} ms for its next key.`
          : "Shortcuts are off."}
      </p>
      <ShortcutTable
        enabled={enabled}
        scope={scope}
        counts={counts}
        platform={platform}
        keyLabels={keyLabels}
      />
      <div className="sb-row">
        <span id={scopeLabelId}>Active scope</span>
        <div {...scopeApi.getRootProps()} aria-labelledby={scopeLabelId}>
          {SCOPES.map((value) => (
            <button key={value} {...scopeApi.getItemProps({ value })}>
              {SCOPE_LABELS[value]}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="sb-hotkeys-status">
        {last ? `Last triggered: ${last.label} (${lastKeys})` : "Nothing triggered yet."}
      </p>
      <div className="sb-field">
        <label className="sb-field-inline">
          Scratch field
          <input type="text" aria-describedby={fieldHintId} />
        </label>
        <p id={fieldHintId} className="sb-muted sb-hotkeys-hint">
          {fireInFields
            ? "Shortcuts fire here too: typing G then H goes home."
            : "Typing here only types: shortcuts wait until focus leaves the field."}
        </p>
      </div>
      <KeyRecorder
        recorder={recorder}
        button={recordButton}
        platform={platform}
        keyLabels={keyLabels}
      />
    </div>
  )
}
