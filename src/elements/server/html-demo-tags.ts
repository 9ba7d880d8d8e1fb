/** An empty `<demo-*>` element found in a page's HTML: where it is and what it says. */
export interface DemoTagInHtml {
  tag: string
  attributes: Record<string, string | true>
  start: number
  /** Just past its end tag. */
  end: number
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(
          name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (ENTITIES[name.toLowerCase()] ?? whole),
  )

/**
 * The empty demo elements of an HTML text, as a generator writes them (`<demo-x a="1" b></demo-x>`):
 * the attributes read as an HTML parser reads a start tag (quoted, unquoted or bare, entities
 * decoded). An element that has content already (a server render, or a page's own fallback)
 * is not one: the page keeps it as it is.
 */
export function demoTagsIn(html: string): DemoTagInHtml[] {
  const found: DemoTagInHtml[] = []
  const start = /<(demo-[a-z0-9-]+)(?=[\s/>])/g
  for (let match = start.exec(html); match; match = start.exec(html)) {
    const tag = match[1]!
    const attributes: Record<string, string | true> = {}
    let at = match.index + match[0].length
    const skipSpace = () => {
      while (/\s/.test(html[at] ?? "")) at++
    }
    for (;;) {
      skipSpace()
      if (at >= html.length || html[at] === ">" || html.startsWith("/>", at)) break
      const name = /^[^\s"'>/=]+/.exec(html.slice(at))?.[0]
      if (!name) {
        at++
        continue
      }
      at += name.length
      skipSpace()
      if (html[at] !== "=") {
        attributes[name.toLowerCase()] ??= true
        continue
      }
      at++
      skipSpace()
      const quote = html[at]
      let value: string
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1)
        value = html.slice(at + 1, close < 0 ? html.length : close)
        at = close < 0 ? html.length : close + 1
      } else {
        value = /^[^\s>]*/.exec(html.slice(at))![0]
        at += value.length
      }
      attributes[name.toLowerCase()] ??= decode(value)
    }
    const openEnd = html.indexOf(">", at) + 1
    if (openEnd === 0) break
    const close = new RegExp(`^\\s*</${tag}\\s*>`).exec(html.slice(openEnd))
    if (close) found.push({ tag, attributes, start: match.index, end: openEnd + close[0].length })
    start.lastIndex = openEnd
  }
  return found
}
