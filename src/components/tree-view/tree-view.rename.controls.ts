import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Rename",
  summary: "How to rename a file in place with F2, turning down empty and duplicate names.",
  keywords: ["rename", "inline edit", "F2", "canRename", "onRenameComplete"],
}
