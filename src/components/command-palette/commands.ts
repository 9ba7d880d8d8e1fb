/** The command palette's commands: what a visitor can run, by the group it is listed under. */
export interface Command {
  /** The item's value. */
  name: string
  /** What the palette shows. */
  title: string
  group: "Commands" | "Apps"
  /** Listed under Suggestions while nothing is typed. */
  suggested?: boolean
}

export const commands: readonly Command[] = [
  { name: "new-file", title: "New file", group: "Commands", suggested: true },
  { name: "new-folder", title: "New folder", group: "Commands" },
  { name: "open-recent", title: "Open recent", group: "Commands", suggested: true },
  { name: "save-all", title: "Save all", group: "Commands" },
  { name: "rename-symbol", title: "Rename symbol", group: "Commands" },
  { name: "toggle-sidebar", title: "Toggle sidebar", group: "Commands" },
  { name: "toggle-theme", title: "Toggle dark theme", group: "Commands", suggested: true },
  { name: "calendar", title: "Calendar", group: "Apps", suggested: true },
  { name: "calculator", title: "Calculator", group: "Apps" },
  { name: "mail", title: "Mail", group: "Apps" },
  { name: "music", title: "Music", group: "Apps" },
  { name: "notes", title: "Notes", group: "Apps" },
  { name: "terminal", title: "Terminal", group: "Apps" },
]

/**
 * The groups to list for a query: Suggestions, Commands and Apps while nothing is typed (each
 * command once), else one Results group of the titles containing the query, ignoring case.
 */
export function commandGroups(query: string): [string, Command[]][] {
  const needle = query.trim().toLocaleLowerCase()
  if (needle) {
    const results = commands.filter((command) => command.title.toLocaleLowerCase().includes(needle))
    return results.length > 0 ? [["Results", results]] : []
  }
  const rest = commands.filter((command) => !command.suggested)
  return [
    ["Suggestions", commands.filter((command) => command.suggested)],
    ["Commands", rest.filter((command) => command.group === "Commands")],
    ["Apps", rest.filter((command) => command.group === "Apps")],
  ]
}
