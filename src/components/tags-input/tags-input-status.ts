export interface TagsStatusInput {
  count: number
  /** Infinity when there is no max. */
  max: number
  allowOverflow: boolean
  /** The last tag the validator refused (reason invalidTag), if it is still news. */
  refused: string | null
  maxTagLength: number
}

/**
 * The demo's live status lines: how many tags there are, and why a tag was not taken or
 * why the field is invalid, named by zag's reasons (invalidTag, rangeOverflow).
 */
export function tagsStatus(input: TagsStatusInput): string[] {
  const { count, max, allowOverflow, refused, maxTagLength } = input
  const noun = count === 1 ? "tag" : "tags"
  const lines = [Number.isFinite(max) ? `${count} of ${max} tags.` : `${count} ${noun}.`]
  if (count > max) lines.push(`rangeOverflow: ${count} ${noun}, more than the max of ${max}.`)
  else if (count === max && !allowOverflow) lines.push("Max reached: new tags are ignored.")
  if (refused !== null)
    lines.push(`invalidTag: "${refused}" is longer than ${maxTagLength} characters.`)
  return lines
}

/** The machine's max for the Max control: 0 (or less) means no limit; tag counts are whole. */
export function tagsMax(setting: number): number {
  return setting > 0 ? Math.floor(setting) : Infinity
}
