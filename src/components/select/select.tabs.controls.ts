import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Tabs in the list",
  summary: "A select whose popup has tabs (branches, tags), each showing its own options.",
  keywords: ["tabs", "branch picker", "composite", "grouped options", "git ref"],
}
