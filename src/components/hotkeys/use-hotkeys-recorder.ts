import {
  createHotkeyRecorder,
  type HotkeyRecorder,
  type HotkeyRecorderState,
} from "@zag-js/hotkeys"
import { useEffect, useRef, useState, type RefObject } from "react"

export interface HotkeysRecorder extends HotkeyRecorderState {
  /** Read on every key by the store: true while keys go to the recorder. */
  isRecording: () => boolean
  start: () => void
  stop: () => void
  clear: () => void
}

const idle: HotkeyRecorderState = { recording: false, value: null }

/**
 * zag's hotkey recorder, listening on the recorder's own button only: it records while that
 * button has focus and stops when focus leaves it.
 */
export function useHotkeysRecorder(
  button: RefObject<HTMLElement | null>,
  sequenceTimeout: number,
): HotkeysRecorder {
  const recorder = useRef<HotkeyRecorder | null>(null)
  const [state, setState] = useState<HotkeyRecorderState>(idle)

  useEffect(() => {
    const target = button.current
    if (!target) return
    const created = createHotkeyRecorder({ target })
    const stopWatching = created.subscribe(setState)
    recorder.current = created
    return () => {
      stopWatching()
      created.destroy()
      recorder.current = null
    }
  }, [button])

  useEffect(() => {
    recorder.current?.setOptions({ sequenceTimeoutMs: sequenceTimeout })
  }, [sequenceTimeout])

  return {
    ...state,
    isRecording: () => recorder.current?.getState().recording ?? false,
    start: () => void recorder.current?.start(),
    stop: () => void recorder.current?.stop(),
    clear: () => void recorder.current?.clear(),
  }
}
