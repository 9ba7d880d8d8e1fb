import { useMemo } from "react"
import { SugarHigh } from "sugar-high/core"
import { tokenize as tokenizeCss } from "sugar-high/lang/css"
import { tokenize as tokenizeTypeScript } from "sugar-high/lang/typescript"

/**
 * Source text coloured by sugar-high's tokens, each rendered as a React text node in a span
 * classed by its token type (`sb-sh-keyword`…): the text is never parsed as HTML.
 */
export function HighlightedCode({ name, text }: { name: string; text: string }) {
  const tokens = useMemo(
    () => (name.endsWith(".css") ? tokenizeCss : tokenizeTypeScript)(text, {}),
    [name, text],
  )
  return (
    <code>
      {tokens.map(([type, value], index) => (
        <span key={index} className={`sb-sh-${SugarHigh.TokenTypes[type]}`}>
          {value}
        </span>
      ))}
    </code>
  )
}
