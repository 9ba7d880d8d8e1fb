import { normalizeProps } from "@zag-js/react"
import * as steps from "@zag-js/steps"
import { useId, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as stepsControls } from "./steps.controls"
import styles from "./steps.css?inline"
import { StepFields, emptyWizard, wizardSteps } from "./wizard-fields"

export { styles }

export default function StepsDemo({ values }: DemoProps<typeof stepsControls>) {
  const [fields, setFields] = useState(emptyWizard)
  const [message, setMessage] = useState("")
  const formLog = useFormLog()
  const log = useDemoLog()
  const idPrefix = useId()

  const service = useDemoMachine(steps.machine, {
    ...values,
    count: wizardSteps.length,
    // zag checks validity whatever the mode; the demo only asks for it in linear mode.
    isStepValid: values.linear ? (index) => !wizardSteps[index]?.problem(fields) : undefined,
    onStepInvalid: (details) => {
      const problem = wizardSteps[details.step]?.problem(fields) ?? ""
      setMessage(problem)
      log("step invalid", details)
    },
    onStepChange: () => setMessage(""),
  })
  const api = steps.connect(service, normalizeProps)

  return (
    <form {...formLog} {...api.getRootProps()}>
      <div {...api.getListProps()}>
        {wizardSteps.map((step, index) => (
          // Inside a tablist the tab's aria-selected already names the current step; zag's
          // extra aria-current on the wrapper is an ARIA error there (axe aria-required-children).
          <div key={step.title} {...api.getItemProps({ index })} aria-current={undefined}>
            <button {...api.getTriggerProps({ index })}>
              <span {...api.getIndicatorProps({ index })}>{index + 1}</span>
              {step.title}
            </button>
            {index < wizardSteps.length - 1 && <div {...api.getSeparatorProps({ index })} />}
          </div>
        ))}
      </div>
      <div {...api.getProgressProps()} aria-label="Wizard progress" />

      {wizardSteps.map((step, index) => (
        <div key={step.title} {...api.getContentProps({ index })}>
          <DemoHeading>{step.title}</DemoHeading>
          <StepFields index={index} values={fields} onChange={setFields} idPrefix={idPrefix} />
        </div>
      ))}
      {api.isCompleted && (
        <div className="sb-steps-done" role="status">
          All steps complete. Thank you{fields.name.trim() ? `, ${fields.name.trim()}` : ""}!
        </div>
      )}

      <DemoProblem>{message}</DemoProblem>
      <div className="sb-row">
        <button {...api.getPrevTriggerProps()}>Back</button>
        {api.isCompleted ? (
          <button type="button" onClick={api.resetStep}>
            Start over
          </button>
        ) : (
          <button {...api.getNextTriggerProps()}>Next</button>
        )}
      </div>
    </form>
  )
}
