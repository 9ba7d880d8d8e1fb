import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Async options",
  summary: "How to show a select whose options arrive from a server, loading state first.",
  keywords: ["async", "fetch", "remote options", "loading", "reload"],
}
