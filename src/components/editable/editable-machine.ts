import * as editable from "@zag-js/editable"

const zagActions = editable.machine.implementations!.actions!
const zagFocusInput = zagActions.focusInput!

/*
 * zag focuses the input an animation frame after editing starts. A key pressed sooner (Enter
 * on Edit or Tab to the text, then a letter, by a fast typist or on a busy machine whose
 * frames are long) went to the hidden button or preview and was lost, and the late select()
 * then took what had been typed for the old text. zag renders a change of state at once, so
 * the input is on show when the transition's microtask ends: it takes focus in the next one,
 * before the browser handles any other input.
 */
export const machine: typeof editable.machine = {
  ...editable.machine,
  implementations: {
    ...editable.machine.implementations,
    actions: {
      ...zagActions,
      focusInput(params) {
        queueMicrotask(() => {
          const { scope, prop } = params
          const input = scope.getById<HTMLInputElement>(`editable:${scope.id}:input`)
          if (!input || input.hidden) return zagFocusInput(params)
          input.focus({ preventScroll: true })
          if (prop("selectOnFocus")) input.select()
        })
      },
    },
  },
}
