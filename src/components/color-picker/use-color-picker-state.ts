import type { Color, ColorFormat } from "@zag-js/color-picker"
import { useEffect, useMemo, useState } from "react"
import { initialColor } from "../../data/color-swatches"
import { useDemoLog } from "../kit/form-log"
import { useSettingState } from "../kit/use-setting-state"
import { readColor, type ColorReading } from "./color-picker-value"

// The sample colour is valid text, so this reading always has a colour.
const fallbackColor = readColor(initialColor).color!

/**
 * The picker's value and format, held by the demo (controlled) so the Value and Format
 * controls can change the live widget at any time, plus the 'Invalid color value' reports:
 * one for a bad Value setting (the colour stays as it was) and one for bad typed hex.
 */
export function useColorPickerState(valueSetting: string, formatSetting: ColorFormat) {
  const log = useDemoLog()
  const requested = useMemo(() => readColor(valueSetting), [valueSetting])
  // A Value setting that does not parse keeps the colour shown.
  const [color, setColor] = useSettingState<ColorReading, Color>(
    requested,
    (reading, current) => reading.color ?? current ?? fallbackColor,
  )
  const [format, setFormat] = useSettingState(formatSetting)
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

  const problems = [settingProblem, typedProblem].filter((text): text is string => !!text)
  return { color, setColor, format, setFormat, checkTyped, problems }
}
