/** The text-style toggles of the toggle group demo (bold, italic, underline). */
export const textStyles = [
  { value: "bold", label: "Bold", letter: "B" },
  { value: "italic", label: "Italic", letter: "I" },
  { value: "underline", label: "Underline", letter: "U" },
] as const
