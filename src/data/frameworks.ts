/** The tags input demo's two initial sample tags (SPEC §2). */
export const initialFrameworks = ["React", "Vue"] as const
