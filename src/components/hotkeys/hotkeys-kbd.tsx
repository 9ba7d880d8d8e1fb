import { Fragment } from "react"

/**
 * Keys as a reader presses them: a combination as one `<kbd>` holding a `<kbd>` per key (as
 * HTML writes key combinations), the steps of a sequence joined by "then".
 */
export function KeySteps({ steps }: { steps: readonly (readonly string[])[] }) {
  return (
    <span className="sb-hotkeys-keys">
      {steps.map((keys, step) => (
        <Fragment key={step}>
          {step > 0 && <span className="sb-hotkeys-then"> then </span>}
          <kbd>
            {keys.map((key, index) => (
              <Fragment key={index}>
                {index > 0 && "+"}
                <kbd>{key}</kbd>
              </Fragment>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  )
}
