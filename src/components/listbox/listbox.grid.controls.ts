import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Grid",
  summary:
    "Options laid out in rows and columns: the arrow keys move left, right, up and down through the grid.",
  keywords: ["grid", "columns", "two-dimensional", "arrow keys"],
}
