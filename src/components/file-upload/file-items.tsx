import type * as fileUpload from "@zag-js/file-upload"
import type { PropTypes } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { rejectionReason, type FileRules } from "./file-upload-settings"
import { formatFileSize } from "./file-upload-size"

interface FileItemsProps {
  api: fileUpload.Api<PropTypes>
  rules: FileRules
}

/** The accepted files: name, size and a remove button each. */
export function AcceptedFiles({ api }: FileItemsProps) {
  if (api.acceptedFiles.length === 0) return null
  return (
    <section className="sb-file-list" aria-label="Accepted files">
      <DemoHeading>Accepted</DemoHeading>
      <ul {...api.getItemGroupProps({ type: "accepted" })}>
        {api.acceptedFiles.map((file) => (
          <li key={`${file.name}-${file.size}`} {...api.getItemProps({ file })}>
            <span {...api.getItemNameProps({ file })}>{file.name}</span>
            <span {...api.getItemSizeTextProps({ file })}>{formatFileSize(file.size)}</span>
            <button {...api.getItemDeleteTriggerProps({ file })}>Remove</button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The rejected files with zag's rejection codes and what each one means. */
export function RejectedFiles({ api, rules }: FileItemsProps) {
  if (api.rejectedFiles.length === 0) return null
  return (
    <section className="sb-file-list" aria-label="Rejected files">
      <DemoHeading>Rejected</DemoHeading>
      <ul {...api.getItemGroupProps({ type: "rejected" })}>
        {api.rejectedFiles.map(({ file, errors }, index) => (
          // The same file can be rejected twice (dropped again), so the index keeps keys apart.
          <li key={`${index}-${file.name}`} {...api.getItemProps({ file, type: "rejected" })}>
            <span {...api.getItemNameProps({ file, type: "rejected" })}>{file.name}</span>
            <span {...api.getItemSizeTextProps({ file, type: "rejected" })}>
              {formatFileSize(file.size)}
            </span>
            <ul className="sb-file-errors">
              {errors.map((code) => (
                <li key={code}>
                  <code data-error={code}>{code}</code> {rejectionReason(code, rules)}
                </li>
              ))}
            </ul>
            <button {...api.getItemDeleteTriggerProps({ file, type: "rejected" })}>Remove</button>
          </li>
        ))}
      </ul>
    </section>
  )
}
