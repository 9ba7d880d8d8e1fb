import type { MenuItem } from "./menu-items"

/** Sample rows of the several-triggers variant: each row has its own menu trigger. */
export const documents = [
  { id: "proposal", name: "Project proposal.pdf", type: "PDF", size: "2.4 MB" },
  { id: "budget", name: "Budget 2024.xlsx", type: "Spreadsheet", size: "856 kB" },
  { id: "notes", name: "Meeting notes.docx", type: "Document", size: "124 kB" },
  { id: "mockups", name: "Design mockups.fig", type: "Design", size: "4.2 MB" },
  { id: "review", name: "Code review.md", type: "Markdown", size: "45 kB" },
] as const

/** What the shared menu does to the row that opened it. */
export const documentActions: readonly MenuItem[] = [
  { label: "Rename", value: "rename" },
  { label: "Duplicate", value: "duplicate" },
  { label: "Delete", value: "delete" },
]
