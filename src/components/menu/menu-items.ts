/**
 * Sample data of the menu demos: menu items (label, value, optional trigger flag)
 * and menu option items (type, name, value, label; `checked` comes from the demo's state).
 */

export interface MenuItem {
  label: string
  value: string
  /** Opens a submenu instead of being selected. */
  trigger?: boolean
}

export type SortOrder = "asc" | "desc" | "none"
export type ContactType = "email" | "phone" | "address"

export interface MenuOptionItem<V extends string = string> {
  type: "radio" | "checkbox"
  /** The option group the item belongs to. */
  name: string
  value: V
  label: string
}

/** The actions of the simple menu and of the context menu. */
export const actionItems: readonly MenuItem[] = [
  { label: "Edit", value: "edit" },
  { label: "Duplicate", value: "duplicate" },
  { label: "Delete", value: "delete" },
  { label: "Export...", value: "export" },
]

/** Sort order: one of them at a time (radio items). */
export const sortOrderOptions: readonly MenuOptionItem<SortOrder>[] = [
  { type: "radio", name: "order", value: "asc", label: "Ascending" },
  { type: "radio", name: "order", value: "desc", label: "Descending" },
  { type: "radio", name: "order", value: "none", label: "None" },
]

/** Contact types to show: any of them (checkbox items). */
export const contactTypeOptions: readonly MenuOptionItem<ContactType>[] = [
  { type: "checkbox", name: "type", value: "email", label: "Email" },
  { type: "checkbox", name: "type", value: "phone", label: "Phone" },
  { type: "checkbox", name: "type", value: "address", label: "Address" },
]

/** The nested menu, one list per level; the item flagged `trigger` opens the next level. */
export const nestedMenuItems = {
  root: [
    { label: "New Tab", value: "new-tab" },
    { label: "New Window", value: "new-window" },
    { label: "More tools", value: "more-tools", trigger: true },
    { label: "Print...", value: "print" },
  ],
  moreTools: [
    { label: "Save Page As...", value: "save-page" },
    { label: "Create Shortcut...", value: "create-shortcut" },
    { label: "Developer tools", value: "developer-tools", trigger: true },
    { label: "Name Window...", value: "name-window" },
  ],
  developerTools: [
    { label: "Inspect", value: "inspect" },
    { label: "Console", value: "console" },
    { label: "Network", value: "network" },
  ],
} satisfies Record<string, readonly MenuItem[]>
