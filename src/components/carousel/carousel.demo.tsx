import * as carousel from "@zag-js/carousel"
import { normalizeProps } from "@zag-js/react"
import { carouselImages } from "../../data/sample-images"
import { CarouselNav } from "./carousel-nav"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useStateResetBySetting } from "../kit/runtime/use-state-reset-by-setting"
import type { controls as carouselControls } from "./carousel.controls"
import styles from "./carousel.css?inline"

export { styles }

// The visible texts (Prev, Play, Pause) stay inside the accessible names (WCAG label in name).
const translations = {
  prevTrigger: "Prev slide",
  autoplayStart: "Play slide rotation",
  autoplayStop: "Pause slide rotation",
}

export default function CarouselDemo({ values }: DemoProps<typeof carouselControls>) {
  const { autoplay, autoplayDelay, ...settings } = values
  // Playing is held here and handed to zag as its autoplay prop: zag reads the delay from
  // that prop, so a Play click that went straight to the machine would tick every 4000 ms
  // instead of the demo's delay. zag reports every stop (Pause, drag, page hidden, end).
  const [playing, setPlaying] = useStateResetBySetting<boolean>(autoplay)

  const service = useDemoMachine(carousel.machine, {
    ...settings,
    slideCount: carouselImages.length,
    autoplay: playing ? { delay: autoplayDelay } : false,
    translations,
    onAutoplayStatusChange: (details) => setPlaying(details.isPlaying),
  })
  const api = carousel.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <CarouselNav api={api}>
        <button {...api.getAutoplayTriggerProps()} onClick={() => setPlaying(!api.isPlaying)}>
          {api.isPlaying ? "Pause" : "Play"}
        </button>
      </CarouselNav>
      <div {...api.getItemGroupProps()}>
        {carouselImages.map((image, index) => (
          <div key={index} {...api.getItemProps({ index })}>
            <img src={image.src} alt={image.alt} />
          </div>
        ))}
      </div>
      <p className="sb-muted">
        Page <span {...api.getProgressTextProps()}>{api.getProgressText()}</span>
        {api.isPlaying && ` · playing every ${autoplayDelay} ms`}
        {api.isDragging && " · dragging"}
      </p>
    </div>
  )
}
