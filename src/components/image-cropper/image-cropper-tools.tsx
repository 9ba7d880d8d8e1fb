import type * as imageCropper from "@zag-js/image-cropper"
import { useId, useState } from "react"

/** The handles in the order the Resize handle list offers them, with the words it shows. */
const HANDLE_NAMES: Record<imageCropper.HandlePosition, string> = {
  n: "Top",
  ne: "Top right",
  e: "Right",
  se: "Bottom right",
  s: "Bottom",
  sw: "Bottom left",
  w: "Left",
  nw: "Top left",
}

const FLIP_AXES = [
  { axis: "horizontal", label: "Horizontal" },
  { axis: "vertical", label: "Vertical" },
] as const

interface ImageCropperToolsProps {
  api: imageCropper.Api
  zoomRange: { min: number; max: number; step: number }
}

/**
 * The controls beside the cropper, as zag's example has them: zoom and rotation sliders,
 * flips, a handle to grow or shrink the crop from by a step, and a reset. Each calls the
 * machine's api; the machine keeps the values, the fields show them.
 */
export function ImageCropperTools({ api, zoomRange }: ImageCropperToolsProps) {
  const [handle, setHandle] = useState<imageCropper.HandlePosition>("e")
  const [resizeStep, setResizeStep] = useState(10)
  const id = useId()

  return (
    <div className="sb-image-cropper-tools">
      <label>
        Zoom
        <input
          type="range"
          {...zoomRange}
          value={api.zoom}
          onChange={(event) => api.setZoom(event.currentTarget.valueAsNumber)}
        />
      </label>
      <label>
        Rotation
        <input
          type="range"
          min={0}
          max={360}
          step={1}
          value={api.rotation}
          onChange={(event) => api.setRotation(event.currentTarget.valueAsNumber)}
        />
      </label>
      <fieldset>
        <legend>Flip</legend>
        {FLIP_AXES.map(({ axis, label }) => (
          <label key={axis}>
            <input
              type="checkbox"
              checked={api.flip[axis]}
              onChange={(event) => api.setFlip({ [axis]: event.currentTarget.checked })}
            />
            {label}
          </label>
        ))}
        <div className="sb-row">
          {FLIP_AXES.map(({ axis }) => (
            <button
              key={axis}
              type="button"
              onClick={() => api.setFlip({ [axis]: !api.flip[axis] })}
            >
              Toggle {axis} flip
            </button>
          ))}
          <button type="button" onClick={() => api.setFlip({ horizontal: false, vertical: false })}>
            Reset flips
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>Resize</legend>
        <label htmlFor={`${id}-handle`}>Resize handle</label>
        <select
          id={`${id}-handle`}
          value={handle}
          onChange={(event) => setHandle(event.currentTarget.value as imageCropper.HandlePosition)}
        >
          {Object.entries(HANDLE_NAMES).map(([position, name]) => (
            <option key={position} value={position}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-step`}>Resize step (px)</label>
        <input
          id={`${id}-step`}
          type="number"
          min={1}
          value={resizeStep}
          onChange={(event) => {
            const value = event.currentTarget.valueAsNumber
            setResizeStep(Number.isFinite(value) && value > 0 ? value : 1)
          }}
        />
        <div className="sb-row">
          <button type="button" onClick={() => api.resize(handle, resizeStep)}>
            Grow selection
          </button>
          <button type="button" onClick={() => api.resize(handle, -resizeStep)}>
            Shrink selection
          </button>
        </div>
      </fieldset>
      <button type="button" onClick={() => api.reset()}>
        Reset
      </button>
    </div>
  )
}
