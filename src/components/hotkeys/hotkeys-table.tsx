import type { Platform } from "@zag-js/hotkeys"
import { keySteps, type KeyLabelStyle } from "./hotkeys-format"
import { KeySteps } from "./hotkeys-kbd"
import { isActiveIn, SCOPE_LABELS, SHORTCUTS, type Scope } from "./hotkeys-shortcuts"

interface Props {
  enabled: boolean
  scope: Scope
  counts: Readonly<Record<string, number>>
  platform: Platform
  keyLabels: KeyLabelStyle
}

/** Every shortcut with its keys, its scope, whether it listens now, and how often it fired. */
export function ShortcutTable({ enabled, scope, counts, platform, keyLabels }: Props) {
  return (
    <table className="sb-hotkeys-table">
      <caption className="sb-visually-hidden">Shortcuts</caption>
      <thead>
        <tr>
          <th scope="col">Shortcut</th>
          <th scope="col">Keys</th>
          <th scope="col">Scope</th>
          <th scope="col">Fired</th>
        </tr>
      </thead>
      <tbody>
        {SHORTCUTS.map((shortcut) => {
          const active = enabled && isActiveIn(shortcut, scope)
          return (
            <tr key={shortcut.id} data-state={active ? "active" : "inactive"}>
              <th scope="row">{shortcut.label}</th>
              <td>
                <KeySteps steps={keySteps(shortcut.hotkey, platform, keyLabels)} />
              </td>
              <td>
                {SCOPE_LABELS[shortcut.scope]}
                {!active && <span className="sb-hotkeys-off"> (off)</span>}
              </td>
              <td className="sb-hotkeys-count">{counts[shortcut.id] ?? 0}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
