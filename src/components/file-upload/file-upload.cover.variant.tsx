import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { AcceptedFiles, RejectedFiles } from "./file-items"
import { describeRules, fileRules } from "./file-upload-settings"
import type { controls as fileUploadControls } from "./file-upload.controls"
import styles from "./file-upload.css?inline"

export { styles }

/**
 * zag's cover page: the dropzone is not a box to aim at but a layer over the whole card, shown
 * only while files are dragged over it. Clicking it does nothing (the card's own buttons stay
 * usable under it); choosing files goes through the Attach files button.
 */
export default function FileUploadCover({ values }: DemoProps<typeof fileUploadControls>) {
  const { maxFiles, accept, minFileSize, maxFileSize, ...settings } = values
  const rules = fileRules({ maxFiles, accept, minFileSize, maxFileSize })
  const log = useDemoLog()
  const service = useDemoMachine(fileUpload.machine, {
    ...settings,
    ...rules,
    accept: rules.accept || undefined,
    name: "files",
    translations: {
      dropzone: "Drop files anywhere on the card",
      deleteFile: (file) => `Remove ${file.name}`,
    },
    onFileAccept: ({ files }) =>
      log(
        "files accepted",
        files.map((file) => file.name),
      ),
  })
  const api = fileUpload.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()} className="sb-file-upload-cover">
      <div {...api.getDropzoneProps({ disableClick: true })} data-cover="">
        {api.dragging && <p>Drop any files here to upload</p>}
      </div>
      <div className="sb-file-upload-cover-body">
        <label {...api.getLabelProps()}>Attachments</label>
        <p className="sb-file-rules">
          {describeRules(rules)} Drag files anywhere on this card, or attach them.
        </p>
        <input {...api.getHiddenInputProps()} />
        <div className="sb-row">
          <button {...api.getTriggerProps()}>Attach files</button>
          <button type="button" onClick={() => log("other action")}>
            Other action
          </button>
        </div>
        <AcceptedFiles api={api} rules={rules} />
        <RejectedFiles api={api} rules={rules} />
      </div>
    </div>
  )
}
