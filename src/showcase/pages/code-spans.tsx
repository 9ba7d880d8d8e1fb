/**
 * A sentence whose `backquoted` words are code, as the schemas write them: each piece is a
 * React text node, never parsed as HTML.
 */
export function CodeSpans({ text }: { text: string }) {
  return (
    <>
      {text
        .split("`")
        .map((piece, index) => (index % 2 === 1 ? <code key={index}>{piece}</code> : piece))}
    </>
  )
}
