export interface SliderRange {
  min: number
  max: number
  step: number
  minStepsBetweenThumbs?: number
}

export const DEFAULT_SLIDER_RANGE = { min: 0, max: 100, step: 1 } as const

/**
 * Why a min/max/step combination cannot hold the given thumbs, or null when it can.
 * zag throws on such settings while building its props, which would take the whole demo
 * down; the demo checks first so a visitor typing a bad number gets a message instead.
 */
export function sliderRangeProblem(range: SliderRange, thumbCount: number): string | null {
  const { min, max, step, minStepsBetweenThumbs = 0 } = range
  if (!(step > 0)) return "Step must be greater than 0."
  if (!(max > min)) return "Max must be greater than min."
  const gap = minStepsBetweenThumbs * step * (thumbCount - 1)
  if (gap > max - min)
    return `The thumbs need ${gap} between them, more than the range from ${min} to ${max}.`
  return null
}
