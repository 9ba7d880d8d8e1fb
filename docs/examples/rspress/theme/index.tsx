import "statebook-elements"
import "statebook-elements/reserve.css"
import "./index.css"
// Types only, erased from the bundle: the `demo-*` tags as JSX elements, so MDX pages
// type-check in editors (the tsconfig's `checkMdx`).
import type {} from "statebook-elements/react"

export * from "@rspress/core/theme-original"
