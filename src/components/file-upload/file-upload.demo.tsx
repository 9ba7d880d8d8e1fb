import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { AcceptedFiles, RejectedFiles } from "./file-items"
import { describeRules, rulesProblem, fileRules } from "./file-upload-settings"
import type { controls as fileUploadControls } from "./file-upload.controls"
import styles from "./file-upload.css?inline"

export { styles }

const DROPZONE_TEXT = "Drag your file here"

export default function FileUploadDemo({ values }: DemoProps<typeof fileUploadControls>) {
  const { maxFiles, accept, minFileSize, maxFileSize, ...settings } = values
  const rules = fileRules({ maxFiles, accept, minFileSize, maxFileSize })
  const problem = rulesProblem(rules)
  const log = useDemoLog()
  const formLog = useFormLog()

  const service = useDemoMachine(fileUpload.machine, {
    ...settings,
    ...rules,
    accept: rules.accept || undefined,
    name: "files",
    translations: {
      dropzone: `${DROPZONE_TEXT}, or press Enter to choose one`,
      deleteFile: (file) => `Remove ${file.name}`,
    },
    onFileAccept: ({ files }) =>
      log(
        "files accepted",
        files.map((file) => file.name),
      ),
    onFileReject: ({ files }) => {
      if (files.length === 0) return
      log(
        "rejected files",
        files.map(({ file, errors }) => `${file.name}: ${errors.join(", ")}`),
      )
    },
  })
  const api = fileUpload.connect(service, normalizeProps)

  useEffect(() => {
    if (problem) log(problem)
  }, [problem, log])

  return (
    <form {...formLog} className="sb-file-upload-form">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Upload file</label>
        <p className="sb-file-rules">{describeRules(rules)}</p>
        {problem && <DemoProblem>{problem}</DemoProblem>}
        <div {...api.getDropzoneProps()}>
          <span>{DROPZONE_TEXT}</span>
        </div>
        {/* Outside the dropzone: a focusable control inside a role=button breaks a11y. */}
        <input {...api.getHiddenInputProps()} />
        <div className="sb-row">
          <button {...api.getTriggerProps()}>Choose file</button>
          <button {...api.getClearTriggerProps()}>Clear</button>
        </div>
        <AcceptedFiles api={api} rules={rules} />
        <RejectedFiles api={api} rules={rules} />
      </div>
      <button type="submit">Submit</button>
    </form>
  )
}
