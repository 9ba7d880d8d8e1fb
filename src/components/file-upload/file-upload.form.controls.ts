import type { VariantAbout } from "../kit/runtime/demo-types"

export const about: VariantAbout = {
  label: "Form",
  summary:
    "A file field in a form: sending without a file says it is required, and a valid form submits the chosen file's name.",
  keywords: ["form", "validation", "required", "submit", "react-hook-form"],
}
