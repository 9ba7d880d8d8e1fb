import { useId } from "react"
import { setPreference, usePreferences, type Direction, type Theme } from "../preferences"

const THEME_NAMES: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" }
const DIRECTION_NAMES: Record<Direction, string> = {
  ltr: "Left to right",
  rtl: "Right to left",
}

/** The header's theme and direction switches: native selects, so every input method works. */
export function PreferenceSwitches() {
  const { theme, direction } = usePreferences()
  return (
    <div className="site-preferences">
      <Switch
        name="theme"
        label="Theme"
        names={THEME_NAMES}
        value={theme}
        onChange={(value) => setPreference("theme", value)}
      />
      <Switch
        name="direction"
        label="Direction"
        names={DIRECTION_NAMES}
        value={direction}
        onChange={(value) => setPreference("direction", value)}
      />
    </div>
  )
}

function Switch<V extends string>(props: {
  /** What theme-boot.js looks for, to show the stored choice on a prerendered page at once. */
  name: string
  label: string
  names: Record<V, string>
  value: V
  onChange: (value: V) => void
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as V)}
      >
        {(Object.entries(props.names) as [V, string][]).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </>
  )
}
