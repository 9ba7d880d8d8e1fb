/** The files and folders of the context menu's multiple-trigger variant. */
export interface FileEntry {
  id: string
  name: string
  kind: "folder" | "file"
}

export const files: readonly FileEntry[] = [
  { id: "1", name: "Documents", kind: "folder" },
  { id: "2", name: "Photos", kind: "folder" },
  { id: "3", name: "report.pdf", kind: "file" },
  { id: "4", name: "presentation.pptx", kind: "file" },
  { id: "5", name: "notes.txt", kind: "file" },
  { id: "6", name: "Downloads", kind: "folder" },
]
