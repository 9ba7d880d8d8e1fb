export interface WizardValues {
  email: string
  name: string
}

export const emptyWizard: WizardValues = { email: "", name: "" }

interface WizardStep {
  title: string
  /** Why the step is not done yet, or null when it is. */
  problem: (values: WizardValues) => string | null
}

// A light check on purpose: the demo shows step validation, not e-mail parsing.
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text.trim())

export const wizardSteps: readonly WizardStep[] = [
  {
    title: "Contact",
    problem: (values) => (looksLikeEmail(values.email) ? null : "Enter an email address."),
  },
  {
    title: "Profile",
    problem: (values) => (values.name.trim() ? null : "Enter your name."),
  },
  { title: "Confirm", problem: () => null },
]

interface StepFieldsProps {
  index: number
  values: WizardValues
  onChange: (values: WizardValues) => void
  /** Prefix for the field ids, unique per demo instance. */
  idPrefix: string
}

/** The form fields of one wizard step. */
export function StepFields({ index, values, onChange, idPrefix }: StepFieldsProps) {
  if (index === 0)
    return (
      <div className="sb-field sb-steps-field">
        <label htmlFor={`${idPrefix}-email`}>Email</label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
      </div>
    )
  if (index === 1)
    return (
      <div className="sb-field sb-steps-field">
        <label htmlFor={`${idPrefix}-name`}>Name</label>
        <input
          id={`${idPrefix}-name`}
          name="name"
          placeholder="Sam Rivera"
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
        />
      </div>
    )
  return (
    <dl className="sb-steps-summary">
      <dt>Email</dt>
      <dd>{values.email || "—"}</dd>
      <dt>Name</dt>
      <dd>{values.name || "—"}</dd>
    </dl>
  )
}
