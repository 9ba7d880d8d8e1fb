import { normalizeProps } from "@zag-js/react"
import * as steps from "@zag-js/steps"
import { useId, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { SignupField, emptySignup, signupSteps, type Signup } from "./signup-steps"
import type { controls as validationControls } from "./steps.with-validation.controls"
import styles from "./steps.css?inline"

export { styles }

/**
 * zag's steps/with-validation: a linear sign-up wizard. `isStepValid` holds Next back until
 * the step's fields are right (and `onStepInvalid` says which), and `isStepSkippable` lets a
 * personal account leave the company step empty, which the list marks as optional.
 */
export default function StepsWithValidation({ values }: DemoProps<typeof validationControls>) {
  const [signup, setSignup] = useState<Signup>(emptySignup)
  const [message, setMessage] = useState("")
  const log = useDemoLog()
  const id = useId()
  const set = (change: Partial<Signup>) => setSignup((current) => ({ ...current, ...change }))

  const service = useDemoMachine(steps.machine, {
    ...values,
    count: signupSteps.length,
    linear: true,
    isStepValid: (index) => !signupSteps[index]?.problem(signup),
    isStepSkippable: (index) => signupSteps[index]?.optional(signup) ?? false,
    onStepInvalid: (details) => {
      setMessage(signupSteps[details.step]?.problem(signup) ?? "")
      log("step invalid", details)
    },
    onStepChange: () => setMessage(""),
  })
  const api = steps.connect(service, normalizeProps)
  const last = api.value === signupSteps.length - 1

  return (
    <form {...api.getRootProps()} onSubmit={(event) => event.preventDefault()}>
      <div {...api.getListProps()}>
        {signupSteps.map((step, index) => {
          const state = api.getItemState({ index })
          return (
            // As in the demo: the tab's aria-selected names the current step in a tablist.
            <div key={step.title} {...api.getItemProps({ index })} aria-current={undefined}>
              <button {...api.getTriggerProps({ index })}>
                <span {...api.getIndicatorProps({ index })}>
                  {state.completed ? "✓" : index + 1}
                </span>
                {step.title}
                {state.skippable && <span className="sb-steps-optional"> (optional)</span>}
              </button>
              {!state.last && <div {...api.getSeparatorProps({ index })} />}
            </div>
          )
        })}
      </div>
      <div {...api.getProgressProps()} aria-label="Sign-up progress" />

      <div {...api.getContentProps({ index: 0 })}>
        <DemoHeading>Personal info</DemoHeading>
        <SignupField
          id={`${id}-name`}
          label="Name"
          value={signup.name}
          onChange={(name) => set({ name })}
          required
        />
        <SignupField
          id={`${id}-email`}
          label="Email"
          type="email"
          value={signup.email}
          onChange={(email) => set({ email })}
          required
        />
      </div>
      <div {...api.getContentProps({ index: 1 })}>
        <DemoHeading>Account type</DemoHeading>
        <fieldset className="sb-steps-choice">
          <legend>This account is for</legend>
          {(["personal", "business"] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={signup.accountType === type}
                onChange={() => set({ accountType: type })}
              />
              {type === "personal" ? "Personal use" : "A business"}
            </label>
          ))}
        </fieldset>
        {signup.accountType === "personal" && (
          <p className="sb-steps-note">The company step is optional for personal accounts.</p>
        )}
      </div>
      <div {...api.getContentProps({ index: 2 })}>
        <DemoHeading>Company</DemoHeading>
        <SignupField
          id={`${id}-company`}
          label="Company name"
          value={signup.company}
          onChange={(company) => set({ company })}
          required={signup.accountType === "business"}
        />
      </div>
      <div {...api.getContentProps({ index: 3 })}>
        <DemoHeading>Review</DemoHeading>
        <dl className="sb-steps-summary">
          <dt>Name</dt>
          <dd>{signup.name}</dd>
          <dt>Email</dt>
          <dd>{signup.email}</dd>
          <dt>Account</dt>
          <dd>{signup.accountType}</dd>
          {signup.accountType === "business" && (
            <>
              <dt>Company</dt>
              <dd>{signup.company}</dd>
            </>
          )}
        </dl>
      </div>
      {api.isCompleted && (
        <div className="sb-steps-done" role="status">
          Registration complete. Thank you, {signup.name.trim()}!
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
          <button {...api.getNextTriggerProps()}>{last ? "Complete" : "Next"}</button>
        )}
      </div>
    </form>
  )
}
