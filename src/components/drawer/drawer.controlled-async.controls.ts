import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Controlled, async",
  summary:
    "A drawer whose open state is yours and settles after an async step: it opens and closes only when that step is done.",
  keywords: ["controlled", "async", "onOpenChange", "open prop", "delayed"],
}
