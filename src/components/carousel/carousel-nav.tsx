import type * as carousel from "@zag-js/carousel"
import type { ReactNode } from "react"

/** Prev, one indicator a page, Next: the control bar the carousel demos share. */
export function CarouselNav({ api, children }: { api: carousel.Api; children?: ReactNode }) {
  return (
    <div {...api.getControlProps()}>
      <button {...api.getPrevTriggerProps()}>Prev</button>
      <div {...api.getIndicatorGroupProps()}>
        {api.pageSnapPoints.map((_, index) => (
          <button key={index} {...api.getIndicatorProps({ index })} />
        ))}
      </div>
      <button {...api.getNextTriggerProps()}>Next</button>
      {children}
    </div>
  )
}
