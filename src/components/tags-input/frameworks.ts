/** The tags input demo's two initial sample tags. */
export const initialFrameworks = ["React", "Vue"] as const
