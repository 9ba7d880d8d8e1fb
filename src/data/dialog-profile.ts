/** The edit-profile dialog's fields and their starting values (SPEC §2: an edit-profile dialog). */
export const profileFields = [
  { name: "name", label: "Name", defaultValue: "Pedro Duarte" },
  { name: "username", label: "Username", defaultValue: "@peduarte" },
] as const
