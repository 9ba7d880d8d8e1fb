import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Lazy loading",
  summary: "How to load a folder's children from a server when it is first opened.",
  keywords: ["async", "lazy loading", "loadChildren", "loading state", "remote data"],
}
