import * as carousel from "@zag-js/carousel"
import { normalizeProps } from "@zag-js/react"
import { carouselImages } from "../../data/sample-images"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls } from "./carousel.controls"
import styles from "./carousel.css?inline"

export { styles }

/** Fractional, so a partly shown thumbnail tells the reader the strip scrolls. */
const THUMBNAILS_PER_PAGE = 3.5

/**
 * A main carousel with a strip of thumbnails under it, itself a carousel: a thumbnail shows
 * its slide, and the strip follows the main carousel's page.
 */
export default function CarouselThumbnail({ values }: DemoProps<typeof controls>) {
  const main = useDemoMachine(
    carousel.machine,
    {
      dir: values.dir,
      loop: values.loop,
      slideCount: carouselImages.length,
      slidesPerPage: 1,
      translations: { prevTrigger: "Prev slide" },
      onPageChange: (details) => thumbnailApi.scrollToIndex(details.page),
    },
    { label: "slides" },
  )
  const mainApi = carousel.connect(main, normalizeProps)
  const thumbnails = useDemoMachine(
    carousel.machine,
    {
      dir: values.dir,
      slideCount: carouselImages.length,
      slidesPerPage: THUMBNAILS_PER_PAGE,
      spacing: "8px",
    },
    { label: "thumbnails" },
  )
  const thumbnailApi = carousel.connect(thumbnails, normalizeProps)

  return (
    <div {...mainApi.getRootProps()}>
      <div {...mainApi.getControlProps()}>
        <button {...mainApi.getPrevTriggerProps()}>Prev</button>
        <button {...mainApi.getNextTriggerProps()}>Next</button>
      </div>
      <div {...mainApi.getItemGroupProps()}>
        {carouselImages.map((image, index) => (
          <div key={index} {...mainApi.getItemProps({ index })}>
            <img src={image.src} alt={image.alt} />
          </div>
        ))}
      </div>
      <div {...thumbnailApi.getRootProps()} aria-label="Thumbnails" className="sb-carousel-thumbs">
        <div {...thumbnailApi.getItemGroupProps()}>
          {carouselImages.map((image, index) => (
            <div
              key={index}
              {...thumbnailApi.getItemProps({ index })}
              // Every thumbnail is a button the keyboard reaches, so none may be hidden from
              // assistive tech the way zag hides slides out of view.
              aria-hidden={undefined}
            >
              <button
                type="button"
                aria-label={`Show slide ${index + 1}`}
                aria-current={mainApi.page === index ? "true" : undefined}
                onClick={() => mainApi.scrollToIndex(index)}
                onFocus={() => thumbnailApi.scrollToIndex(index)}
              >
                <img src={image.src} alt="" />
              </button>
            </div>
          ))}
        </div>
      </div>
      <p className="sb-muted">
        Slide <span {...mainApi.getProgressTextProps()}>{mainApi.getProgressText()}</span>
      </p>
    </div>
  )
}
