/** The mention being typed before the caret: where its "@" is and the letters after it. */
export interface MentionQuery {
  start: number
  search: string
}

/** An "@" at the start or after a space, then letters up to the caret. */
const MENTION = /(^|\s)@(\p{L}*)$/u

/** The mention being typed at `caret` in `text`, if any. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const found = MENTION.exec(text.slice(0, caret))
  if (!found) return null
  const search = found[2]!
  return { start: caret - search.length - 1, search }
}

/** `text` with the mention typed up to `caret` replaced by "@label " and the caret after it. */
export function insertMention(text: string, caret: number, query: MentionQuery, label: string) {
  const before = text.slice(0, query.start)
  const inserted = `@${label} `
  return { text: before + inserted + text.slice(caret), caret: before.length + inserted.length }
}
