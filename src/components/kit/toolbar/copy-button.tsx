import { useState } from "react"

type CopyStatus = "idle" | "copied" | "failed"

interface CopyButtonProps {
  /** What goes to the clipboard; a new text resets the confirmation. */
  text: string
  /** The button's name: "Copy", "Copy link"… */
  label?: string
  className?: string
  /** Said when the clipboard refuses (no permission, insecure page). */
  failedMessage?: string
}

/** A button that copies `text`, with a visible, announced "Copied" (or failure) beside it. */
export function CopyButton({
  text,
  label = "Copy",
  className,
  failedMessage = "Copy failed: select the text",
}: CopyButtonProps) {
  const [status, setStatus] = useState<{ for: string; status: CopyStatus }>({
    for: "",
    status: "idle",
  })
  const shown = status.for === text ? status.status : "idle"

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus({ for: text, status: "copied" })
    } catch {
      setStatus({ for: text, status: "failed" })
    }
  }

  return (
    <span className="sb-copy">
      <button type="button" className={className} onClick={copy}>
        {label}
      </button>{" "}
      <span role="status">
        {shown === "copied" ? "Copied" : shown === "failed" ? failedMessage : ""}
      </span>
    </span>
  )
}
