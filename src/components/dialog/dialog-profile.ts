/** The edit-profile dialog's fields and their starting values */
export const profileFields = [
  { name: "name", label: "Name", defaultValue: "Pedro Duarte" },
  { name: "username", label: "Username", defaultValue: "@peduarte" },
] as const
