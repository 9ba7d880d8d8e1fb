import type { ReactNode } from "react"

export interface Signup {
  name: string
  email: string
  accountType: "personal" | "business"
  company: string
}

export const emptySignup: Signup = { name: "", email: "", accountType: "personal", company: "" }

interface SignupStep {
  title: string
  /** Why Next is held back on this step, or null when the step is done. */
  problem: (signup: Signup) => string | null
  /** Whether the step may be left unfilled (zag's skippable: Next never waits on it). */
  optional: (signup: Signup) => boolean
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text.trim())
const never = () => false

export const signupSteps: readonly SignupStep[] = [
  {
    title: "Personal info",
    problem: ({ name, email }) => {
      if (!name.trim()) return "Enter your name."
      return looksLikeEmail(email) ? null : "Enter an email address."
    },
    optional: never,
  },
  { title: "Account type", problem: () => null, optional: never },
  {
    title: "Company",
    problem: ({ accountType, company }) =>
      accountType === "business" && !company.trim() ? "Enter your company's name." : null,
    optional: ({ accountType }) => accountType === "personal",
  },
  { title: "Review", problem: () => null, optional: never },
]

interface FieldProps {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  type?: string
  required?: boolean
}

/** A labelled text field of the sign-up form. */
export function SignupField({ id, label, value, onChange, type = "text", required }: FieldProps) {
  return (
    <div className="sb-field sb-steps-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        aria-required={required}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
