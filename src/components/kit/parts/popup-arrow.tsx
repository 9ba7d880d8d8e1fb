import type { PropTypes } from "@zag-js/react"

/** The two arrow getters every zag popup with an arrow offers. */
interface ArrowApi {
  getArrowProps(): PropTypes["element"]
  getArrowTipProps(): PropTypes["element"]
}

/**
 * A popup's arrow: zag positions the outer part and styles the tip from the content's
 * `--arrow-size` and `--arrow-background`; the demo's sheet draws the tip's border.
 */
export function PopupArrow({ api }: { api: ArrowApi }) {
  return (
    <div {...api.getArrowProps()}>
      <div {...api.getArrowTipProps()} />
    </div>
  )
}
