import { formatHotkey, parseHotkey, type Platform } from "@zag-js/hotkeys"

/** How zag's recorder and this demo's shortcuts join the steps of a sequence. */
const SEQUENCE_SEPARATOR = " > "

export type KeyLabelStyle = "text" | "symbols" | "mixed"

/**
 * The keys of a hotkey string as a reader presses them: one list per step of a sequence
 * (`G > H` is two steps), each holding its modifiers, then its key, each labelled as zag
 * formats it for the platform (`mod+K` is ⌘ K on a Mac, Ctrl K elsewhere), so each can be a
 * `<kbd>` of its own.
 */
export function keySteps(hotkey: string, platform: Platform, style: KeyLabelStyle): string[][] {
  return (
    hotkey
      .split(SEQUENCE_SEPARATOR)
      .filter((step) => step !== "")
      // zag trims each part, which would lose a space bar: name it instead.
      .map((step) => step.replace(/(^|\+) $/, "$1Space").trim())
      .map((step) => {
        const parsed = parseHotkey(step, platform)
        const modifiers = [
          parsed.ctrl && "Control",
          parsed.alt && "Alt",
          parsed.shift && "Shift",
          parsed.meta && "Meta",
        ].filter((modifier): modifier is string => Boolean(modifier))
        const keys = parsed.keys.map((key) => (key === " " ? "Space" : key))
        return [...modifiers, ...keys].map((key) => formatHotkey(key, { platform, style }))
      })
  )
}

/** The same keys as one line of text, for the status line: "Ctrl+K", "G then H". */
export function keysText(steps: readonly (readonly string[])[]): string {
  return steps.map((keys) => keys.join("+")).join(" then ")
}
