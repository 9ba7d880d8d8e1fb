/** The editable demo's starting text and the placeholder shown when it is emptied. */
export const editableText = {
  initialValue: "Hello World",
  placeholder: "Type something",
} as const
