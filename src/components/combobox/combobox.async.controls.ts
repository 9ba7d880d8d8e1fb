import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Async loading",
  summary: "How to fill the list from a server as the user types, with a loading state.",
  keywords: ["async", "fetch", "server search", "loading", "remote data"],
}
