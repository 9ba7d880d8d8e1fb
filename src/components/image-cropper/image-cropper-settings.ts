/** The Controls values that bound the crop and the zoom, as the Controls tab gives them. */
export interface CropperLimitSettings {
  aspectRatio: number
  minWidth: number
  minHeight: number
  maxWidth: number
  maxHeight: number
  minZoom: number
  maxZoom: number
}

/** The same bounds as zag takes them, and what was set aside. */
export interface CropperLimits extends Omit<CropperLimitSettings, "aspectRatio"> {
  /** Width / height to keep; undefined leaves the crop free. */
  aspectRatio: number | undefined
  /** Why some bound was set aside, for the visitor; null when all is well. */
  problem: string | null
}

/** zag's own zoom range, used when the one asked for is upside down. */
const DEFAULT_ZOOM = { minZoom: 1, maxZoom: 5 }

/**
 * Reads the limits where 0 means "none" (a free aspect ratio, no max width or height).
 * zag takes a min above its max as it comes and the crop jumps between the two, and a min
 * zoom above the max zoom pins the zoom: the demo drops the max that clashes (or uses zag's
 * zoom range) and says so.
 */
export function cropperLimits(settings: CropperLimitSettings): CropperLimits {
  const maxWidth = settings.maxWidth > 0 ? settings.maxWidth : Number.POSITIVE_INFINITY
  const maxHeight = settings.maxHeight > 0 ? settings.maxHeight : Number.POSITIVE_INFINITY
  const clash = [
    settings.minWidth > maxWidth ? "width" : null,
    settings.minHeight > maxHeight ? "height" : null,
  ].filter((side) => side !== null)
  const zoomUpsideDown = settings.minZoom > settings.maxZoom
  const problems = [
    clash.length > 0
      ? `The min ${clash.join(" and ")} ${clash.length > 1 ? "are" : "is"} above the max: using no max ${clash.join(" or ")}.`
      : null,
    zoomUpsideDown
      ? `The min zoom is above the max zoom: zooming from ${DEFAULT_ZOOM.minZoom} to ${DEFAULT_ZOOM.maxZoom}.`
      : null,
  ].filter((problem) => problem !== null)
  return {
    aspectRatio: settings.aspectRatio > 0 ? settings.aspectRatio : undefined,
    minWidth: settings.minWidth,
    minHeight: settings.minHeight,
    maxWidth: clash.includes("width") ? Number.POSITIVE_INFINITY : maxWidth,
    maxHeight: clash.includes("height") ? Number.POSITIVE_INFINITY : maxHeight,
    ...(zoomUpsideDown ? DEFAULT_ZOOM : { minZoom: settings.minZoom, maxZoom: settings.maxZoom }),
    problem: problems.length > 0 ? problems.join(" ") : null,
  }
}
