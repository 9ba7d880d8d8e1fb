import * as carousel from "@zag-js/carousel"
import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useRef, useState } from "react"
import { carouselImages } from "../../data/sample-images"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import { CarouselNav } from "./carousel-nav"
import type { controls } from "./carousel.thumbnail.controls"
import carouselCss from "./carousel.css?inline"

export const styles = dialogCss + carouselCss

function CarouselInDialog(props: {
  values: DemoProps<typeof controls>["values"]
  page: number
  onPageChange: (page: number) => void
}) {
  const { values, page, onPageChange } = props
  // The carousel mounts only while the dialog is open, so it measures its slides in a box
  // that has a size; its page lives outside so that it survives a close.
  const service = useDemoMachine(
    carousel.machine,
    {
      dir: values.dir,
      loop: values.loop,
      slideCount: carouselImages.length,
      page,
      onPageChange: (details) => onPageChange(details.page),
      translations: { prevTrigger: "Prev slide" },
    },
    { label: "carousel" },
  )
  const api = carousel.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <CarouselNav api={api} />
      <div {...api.getItemGroupProps()}>
        {carouselImages.map((image, index) => (
          <div key={index} {...api.getItemProps({ index })}>
            <img src={image.src} alt={image.alt} />
          </div>
        ))}
      </div>
      <p className="sb-muted">
        Page <span {...api.getProgressTextProps()}>{api.getProgressText()}</span>
      </p>
    </div>
  )
}

const NEXT_TRIGGER = '[data-scope="carousel"][data-part="next-trigger"]'

/** A carousel inside a modal dialog, keeping its page from one opening to the next. */
export default function CarouselDialog({ values }: DemoProps<typeof controls>) {
  const [page, setPage] = useState(0)
  const content = useRef<HTMLDivElement>(null)
  // Focus starts on Next. Left to zag, it went to the first indicator, which the carousel
  // renders anew once it has measured its slides: the focus trap, its focused node gone,
  // found nothing to focus and threw.
  const service = useDemoMachine(
    dialog.machine,
    { initialFocusEl: () => content.current?.querySelector<HTMLElement>(NEXT_TRIGGER) ?? null },
    { label: "dialog" },
  )
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open gallery</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        {/* The content mounts only while open, as zag's example's presence does, and goes as a
            whole: removing the focused carousel from a content still on the page made zag's
            focus trap, not yet released, look for a focusable element in it and throw. */}
        {api.open && (
          <div {...api.getContentProps()} ref={content}>
            <DemoHeading {...api.getTitleProps()}>Gallery</DemoHeading>
            <p {...api.getDescriptionProps()}>
              Browse the slides; the gallery reopens where you left it.
            </p>
            <CarouselInDialog values={values} page={page} onPageChange={setPage} />
            <button {...api.getCloseTriggerProps()}>Close</button>
          </div>
        )}
      </div>
    </>
  )
}
