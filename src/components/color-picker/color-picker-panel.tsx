import type * as colorPicker from "@zag-js/color-picker"
import type { Color } from "@zag-js/color-picker"
import type { PropTypes } from "@zag-js/react"
import { useRef, type KeyboardEvent } from "react"
import { colorSwatches } from "./color-swatches"
import { fixChannelKey, formatChannels } from "./color-picker-value"

type Api = colorPicker.Api<PropTypes>

const formats: readonly colorPicker.ColorFormat[] = ["rgba", "hsla", "hsba"]

// zag does nothing when the browser has no EyeDropper; the demo then hides the button.
const canPickFromScreen = typeof window !== "undefined" && "EyeDropper" in window

interface PanelProps {
  api: Api
  /** Neither disabled nor read-only: keys may change the value. */
  interactive: boolean
  rtl: boolean
}

/** The popup's body: area, channel sliders, format, channel inputs and the sample swatches. */
export function ColorPickerPanel({ api, interactive, rtl }: PanelProps) {
  return (
    <>
      <div {...api.getAreaProps()}>
        <div {...api.getAreaBackgroundProps()} />
        <div {...api.getAreaThumbProps()} />
      </div>
      <div className="sb-color-picker-sliders">
        <ChannelSlider api={api} channel="hue" interactive={interactive} rtl={rtl} />
        <ChannelSlider api={api} channel="alpha" interactive={interactive} rtl={rtl} />
      </div>
      <div className="sb-row">
        <select {...api.getFormatSelectProps()}>
          {formats.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </select>
        <button {...api.getFormatTriggerProps()}>
          <span aria-hidden="true">⇄</span>
        </button>
        {canPickFromScreen && (
          <button {...api.getEyeDropperTriggerProps()}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path
                d="M11 1.5 14.5 5l-2 2-1-1-6 6H3V9.5l6-6-1-1z"
                fill="none"
                stroke="currentColor"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <div className="sb-color-picker-channels">
        {formatChannels[api.format].map((channel) => (
          // Keyed by format too: saturation means something else in hsla and hsba.
          <label key={`${api.format}-${channel}`} className="sb-color-picker-channel">
            <span aria-hidden="true">{channel.charAt(0).toUpperCase()}</span>
            <input {...api.getChannelInputProps({ channel })} />
          </label>
        ))}
      </div>
      <div {...api.getSwatchGroupProps()} aria-label="Sample colors">
        {colorSwatches.map((swatch) => (
          <button key={swatch} {...api.getSwatchTriggerProps({ value: swatch })}>
            <span {...api.getSwatchProps({ value: swatch })} />
          </button>
        ))}
      </div>
    </>
  )
}

interface ChannelSliderProps extends PanelProps {
  channel: "hue" | "alpha"
}

function ChannelSlider({ api, channel, interactive, rtl }: ChannelSliderProps) {
  const thumb = api.getChannelSliderThumbProps({ channel })
  // Keys a script sends in one task all come before the next render: each steps from the
  // colour the last one asked for, not from the rendered one, so every key counts.
  const asked = useRef<{ from: Color; to: Color } | null>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = asked.current?.from === api.value ? asked.current.to : api.value
    const fixed = interactive && fixChannelKey(current, channel, event, rtl)
    if (!fixed) return thumb.onKeyDown?.(event)
    event.preventDefault()
    asked.current = { from: api.value, to: fixed }
    api.setValue(fixed)
  }
  return (
    <div {...api.getChannelSliderProps({ channel })}>
      {channel === "alpha" && <div {...api.getTransparencyGridProps({ size: "8px" })} />}
      <div {...api.getChannelSliderTrackProps({ channel })} />
      <div {...thumb} onKeyDown={onKeyDown} />
    </div>
  )
}
