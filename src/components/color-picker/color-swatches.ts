/** The colour picker demo's two sample swatches. */
export const colorSwatches = ["#ff0000", "#0000ff"] as const

/** The colour the demo starts with. */
export const initialColor = "hsl(10, 81%, 59%)"
