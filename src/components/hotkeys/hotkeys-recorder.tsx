import { isHotkeyEqual, type Platform } from "@zag-js/hotkeys"
import { useId, type RefObject } from "react"
import { keySteps, type KeyLabelStyle } from "./hotkeys-format"
import { KeySteps } from "./hotkeys-kbd"
import { SHORTCUTS } from "./hotkeys-shortcuts"
import type { HotkeysRecorder } from "./use-hotkeys-recorder"

interface Props {
  recorder: HotkeysRecorder
  /** The button the recorder listens on. */
  button: RefObject<HTMLButtonElement | null>
  platform: Platform
  keyLabels: KeyLabelStyle
}

/**
 * zag's key recorder: press the button, then a combination (or a sequence, key after key);
 * the field shows it as pressed and says whether a shortcut of the demo already uses it.
 */
export function KeyRecorder({ recorder, button, platform, keyLabels }: Props) {
  const hintId = useId()
  const value = recorder.value?.value
  const taken = value
    ? SHORTCUTS.find((shortcut) => isHotkeyEqual(shortcut.hotkey, value, platform))
    : undefined

  return (
    <fieldset className="sb-hotkeys-recorder" data-recording={recorder.recording || undefined}>
      <legend>Key recorder</legend>
      <div className="sb-row">
        <button
          ref={button}
          type="button"
          aria-describedby={hintId}
          onClick={() => (recorder.recording ? recorder.stop() : recorder.start())}
          onBlur={() => recorder.stop()}
        >
          {recorder.recording ? "Recording…" : "Record a shortcut"}
        </button>
        <button type="button" disabled={!value} onClick={() => recorder.clear()}>
          Clear
        </button>
        <p className="sb-hotkeys-recorded" aria-live="polite">
          {value ? (
            <>
              Recorded: <KeySteps steps={keySteps(value, platform, keyLabels)} />
              {taken ? ` (already ${taken.label})` : " (free)"}
            </>
          ) : (
            "Nothing recorded yet."
          )}
        </p>
      </div>
      <p id={hintId} className="sb-muted sb-hotkeys-hint">
        {recorder.recording
          ? "Press a combination or a sequence; Escape cancels, Backspace clears."
          : "Press the button, then the keys to record."}
      </p>
    </fieldset>
  )
}
