import * as imageCropper from "@zag-js/image-cropper"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { cropperImageSize, cropperImageSrc } from "./cropper-image"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { ImageCropperExport } from "./image-cropper-export"
import { cropperLimits } from "./image-cropper-settings"
import { ImageCropperTools } from "./image-cropper-tools"
import type { controls as imageCropperControls } from "./image-cropper.controls"
import styles from "./image-cropper.css?inline"

export { styles }

export default function ImageCropperDemo({ values }: DemoProps<typeof imageCropperControls>) {
  const { aspectRatio, minWidth, minHeight, maxWidth, maxHeight, minZoom, maxZoom, ...settings } =
    values
  const { problem, ...limits } = cropperLimits({
    aspectRatio,
    minWidth,
    minHeight,
    maxWidth,
    maxHeight,
    minZoom,
    maxZoom,
  })
  const log = useDemoLog()
  useEffect(() => {
    if (problem) log(problem)
  }, [problem, log])

  const service = useDemoMachine(imageCropper.machine, { ...settings, ...limits })
  const api = imageCropper.connect(service, normalizeProps)

  return (
    <div className="sb-image-cropper-demo">
      {problem && <DemoProblem>{problem}</DemoProblem>}
      <div {...api.getRootProps()}>
        <div {...api.getViewportProps()}>
          <img
            src={cropperImageSrc}
            width={cropperImageSize.width}
            height={cropperImageSize.height}
            {...api.getImageProps()}
          />
          <div {...api.getSelectionProps()}>
            {imageCropper.handles.map((position) => (
              <div key={position} {...api.getHandleProps({ position })}>
                <div />
              </div>
            ))}
            <div {...api.getGridProps({ axis: "horizontal" })} />
            <div {...api.getGridProps({ axis: "vertical" })} />
          </div>
        </div>
      </div>
      <ImageCropperTools
        api={api}
        zoomRange={{ min: limits.minZoom, max: limits.maxZoom, step: settings.zoomStep }}
      />
      <ImageCropperExport api={api} />
    </div>
  )
}
