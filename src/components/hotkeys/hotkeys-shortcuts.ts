/**
 * The demo's shortcuts, written as zag's hotkey strings: `mod` is ⌘ on a Mac and Ctrl
 * elsewhere, `>` separates the steps of a sequence. Each belongs to every scope ("*") or to
 * one of the two the scope switch chooses between.
 */

export const SCOPES = ["editor", "terminal"] as const
export type Scope = (typeof SCOPES)[number]

export const SCOPE_LABELS: Record<Scope | "*", string> = {
  "*": "All",
  editor: "Editor",
  terminal: "Terminal",
}

export interface Shortcut {
  id: string
  hotkey: string
  label: string
  scope: Scope | "*"
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: "search", hotkey: "mod+K", label: "Search", scope: "*" },
  { id: "help", hotkey: "shift+?", label: "Show help", scope: "*" },
  { id: "go-home", hotkey: "G > H", label: "Go home", scope: "*" },
  { id: "go-issues", hotkey: "G > I", label: "Go to issues", scope: "*" },
  { id: "run-code", hotkey: "mod+Enter", label: "Run code", scope: "editor" },
  { id: "save", hotkey: "mod+S", label: "Save", scope: "editor" },
  // The same keys as Run code: which one fires depends on the active scope.
  { id: "run-command", hotkey: "mod+Enter", label: "Run command", scope: "terminal" },
  { id: "stop", hotkey: "Escape", label: "Stop command", scope: "terminal" },
]

/** Whether a shortcut listens while `scope` is the active one. */
export const isActiveIn = (shortcut: Shortcut, scope: Scope) =>
  shortcut.scope === "*" || shortcut.scope === scope
