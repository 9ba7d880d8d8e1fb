import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Typeahead",
  summary:
    "How typing letters moves through options, cycling shared initials, skipping disabled ones.",
  keywords: ["typeahead", "type to select", "keyboard search", "disabled option"],
}
