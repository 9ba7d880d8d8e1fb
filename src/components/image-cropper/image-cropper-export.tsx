import type * as imageCropper from "@zag-js/image-cropper"
import { useEffect, useRef, useState } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"

type Output = "blob" | "dataUrl"

/**
 * Exports the crop as zag draws it (zoom, rotation and flips applied): as a Blob or a data
 * URL shown below, or as a PNG file to download. Nothing leaves the page.
 */
export function ImageCropperExport({ api }: { api: imageCropper.Api }) {
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const fieldset = useRef<HTMLFieldSetElement>(null)

  // A Blob's object URL holds the image in memory until it is revoked.
  useEffect(() => {
    if (!preview?.startsWith("blob:")) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  async function crop(output: Output) {
    setBusy(true)
    try {
      const result = await api.getCroppedImage({ output, type: "image/png" })
      setFailed(result === null)
      return result
    } finally {
      setBusy(false)
    }
  }

  async function show(output: Output) {
    const result = await crop(output)
    if (result !== null)
      setPreview(typeof result === "string" ? result : URL.createObjectURL(result))
  }

  async function download() {
    const result = await crop("blob")
    if (!(result instanceof Blob)) return
    const url = URL.createObjectURL(result)
    // Inside the demo, not on the host page: the link lives as long as its click.
    const link = document.createElement("a")
    link.href = url
    link.download = "cropped-image.png"
    fieldset.current?.append(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  }

  return (
    <fieldset ref={fieldset} className="sb-image-cropper-export">
      <legend>Export Cropped Image</legend>
      <div className="sb-row">
        <button type="button" disabled={busy} onClick={() => show("blob")}>
          Export as Blob
        </button>
        <button type="button" disabled={busy} onClick={() => show("dataUrl")}>
          Export as Data URL
        </button>
        <button type="button" disabled={busy} onClick={download}>
          Download PNG
        </button>
        {preview && (
          <button type="button" onClick={() => setPreview(null)}>
            Clear Preview
          </button>
        )}
      </div>
      {failed && <DemoProblem>The picture could not be exported.</DemoProblem>}
      {preview && (
        <figure>
          <img src={preview} alt="Cropped result" />
          <figcaption>Cropped image preview</figcaption>
        </figure>
      )}
    </fieldset>
  )
}
