import * as carousel from "@zag-js/carousel"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { CarouselNav } from "./carousel-nav"
import type { controls } from "./carousel.thumbnail.controls"
import styles from "./carousel.css?inline"

export { styles }

/** Cards of very different lengths: each slide is as wide as its text. */
const cards = [
  "Short",
  "A much longer slide whose text takes a lot more room",
  "Hi",
  "Medium length slide",
  "Star rating ★★★★★",
  "X",
  "Analytics dashboard with charts and a summary",
  "One more wide slide, so there is room left to scroll",
]

/** zag's autoSize: slides sized by their content, one snap point (and indicator) each. */
export default function CarouselAutoSize({ values }: DemoProps<typeof controls>) {
  const service = useDemoMachine(carousel.machine, {
    dir: values.dir,
    loop: values.loop,
    autoSize: true,
    spacing: "16px",
    slideCount: cards.length,
    allowMouseDrag: true,
    translations: { prevTrigger: "Prev slide" },
  })
  const api = carousel.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <CarouselNav api={api} />
      <div {...api.getItemGroupProps()}>
        {cards.map((card, index) => (
          <div key={card} {...api.getItemProps({ index })}>
            <div className="sb-carousel-card sb-carousel-card-auto">{card}</div>
          </div>
        ))}
      </div>
      <p className="sb-muted">
        Slide <span {...api.getProgressTextProps()}>{api.getProgressText()}</span>
      </p>
    </div>
  )
}
