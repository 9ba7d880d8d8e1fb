import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react"
import type { headingLevelControl } from "../runtime/shared-controls"

type HeadingLevel = (typeof headingLevelControl.headingLevel.options)[number]

const HeadingLevelContext = createContext<HeadingLevel>("none")

// HTML's heading levels, checked here rather than against the shared schema: importing the
// schema would put every shared control on every embed's critical path.
const isHeadingLevel = (value: unknown): value is HeadingLevel =>
  value === "none" || (typeof value === "string" && /^[1-6]$/.test(value))

/**
 * Gives the demo's headings the level its `headingLevel` setting asks for. The host page owns
 * the outline: an embedded demo cannot know what heading it sits under, so it adds none
 * unless told (`heading-level="3"` under an h2).
 */
export function HeadingLevelProvider(props: { level: unknown; children: ReactNode }) {
  const level = isHeadingLevel(props.level) ? props.level : "none"
  return <HeadingLevelContext.Provider value={level}>{props.children}</HeadingLevelContext.Provider>
}

/**
 * A title in a demo: `<h{level}>` when the demo's heading level is set, else a plain block
 * that keeps its text, id and props, so whatever it labels (`aria-labelledby`) keeps its name.
 */
export function DemoHeading({ className, ...props }: HTMLAttributes<HTMLElement>) {
  const level = useContext(HeadingLevelContext)
  const Tag = level === "none" ? "div" : (`h${level}` as const)
  return <Tag {...props} className={className ? `sb-heading ${className}` : "sb-heading"} />
}
