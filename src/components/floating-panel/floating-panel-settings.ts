/** A width and height in pixels. */
export interface PanelSize {
  width: number
  height: number
}

export interface PanelLimitSettings {
  minWidth: number
  minHeight: number
  maxWidth: number
  maxHeight: number
}

export interface PanelLimits {
  minSize: PanelSize | undefined
  maxSize: PanelSize | undefined
  /** Why some limit has no effect, for the visitor; null when all is well. */
  problem: string | null
}

/**
 * The resize limits zag receives, from the four controls where 0 means "no limit". zag keeps
 * the maximum when a minimum is above it; the demo says so instead of failing quietly.
 */
export function panelLimits(settings: PanelLimitSettings): PanelLimits {
  const { minWidth, minHeight, maxWidth, maxHeight } = settings
  const hasMin = minWidth > 0 || minHeight > 0
  const hasMax = maxWidth > 0 || maxHeight > 0
  const clash = [
    minWidth > 0 && maxWidth > 0 && minWidth > maxWidth ? "width" : null,
    minHeight > 0 && maxHeight > 0 && minHeight > maxHeight ? "height" : null,
  ].filter(Boolean)
  return {
    minSize: hasMin ? { width: minWidth, height: minHeight } : undefined,
    maxSize: hasMax
      ? {
          width: maxWidth > 0 ? maxWidth : Number.POSITIVE_INFINITY,
          height: maxHeight > 0 ? maxHeight : Number.POSITIVE_INFINITY,
        }
      : undefined,
    problem:
      clash.length > 0
        ? `The min ${clash.join(" and ")} ${clash.length > 1 ? "are" : "is"} above the max: resizing stops at the max.`
        : null,
  }
}

export interface PanelControlValues extends PanelLimitSettings {
  allowDrag: boolean
}

/**
 * The machine props every panel of the folder gets from the demo's controls, and the limits'
 * problem if any. Fixed strategy: the panel is placed against the viewport while its markup
 * stays inline, inside the element's shadow root (no portal).
 */
export function panelMachineProps<T extends PanelControlValues>(values: T) {
  const { minWidth, minHeight, maxWidth, maxHeight, allowDrag, ...settings } = values
  const { minSize, maxSize, problem } = panelLimits({ minWidth, minHeight, maxWidth, maxHeight })
  return {
    props: { ...settings, draggable: allowDrag, minSize, maxSize, strategy: "fixed" as const },
    problem,
  }
}
