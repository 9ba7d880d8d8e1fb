import type { Color } from "@zag-js/color-picker"
import { useEffect, useMemo, useState } from "react"
import { initialColor } from "./color-swatches"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { readColor } from "./color-picker-value"

// The sample colour is valid text, so this reading always has a colour.
const fallbackColor = readColor(initialColor).color!

/**
 * The Value setting read as a colour, and the 'Invalid color value' reports: one for a bad
 * Value setting (the colour stays as it was) and one for bad typed hex. The machine owns the
 * colour; `requested` changes identity only when the Value setting's text does.
 */
export function useColorPickerSettings(valueSetting: string) {
  const log = useDemoLog()
  const requested = useMemo(() => readColor(valueSetting), [valueSetting])
  const [typedProblem, setTypedProblem] = useState<string | null>(null)

  const settingProblem = requested.error && `${requested.error}. The Value setting was ignored.`
  useEffect(() => {
    if (settingProblem) log(settingProblem)
  }, [settingProblem, log])

  /** Checks what was typed in the hex input as zag applies it (on Enter or blur). */
  const checkTyped = (text: string) => {
    const { error } = readColor(text)
    const problem = error && `${error}. The color was kept.`
    if (problem) log(problem)
    setTypedProblem(problem)
  }

  const firstColor: Color = requested.color ?? fallbackColor
  const problems = [settingProblem, typedProblem].filter((text): text is string => !!text)
  return { requested, firstColor, checkTyped, problems }
}
