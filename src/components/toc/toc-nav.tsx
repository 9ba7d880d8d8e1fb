import { normalizeProps } from "@zag-js/react"
import * as toc from "@zag-js/toc"
import type { MouseEvent } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { useDemoEnvironment } from "../kit/runtime/demo-environment"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { documentSeenFrom } from "./toc-root-node"
import type { controls as tocControls } from "./toc.controls"

interface TocNavProps extends DemoProps<typeof tocControls> {
  items: toc.TocItem[]
  /** Each item's link text, by its value. */
  labels: ReadonlyMap<string, string>
  getArticle: () => HTMLElement | null
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/** The table of contents: zag's toc machine, watching the article's box. */
export function TocNav({ values, items, labels, getArticle }: TocNavProps) {
  const { getRootNode } = useDemoEnvironment()
  const service = useDemoMachine(toc.machine, {
    items,
    getRootNode: () => documentSeenFrom(getRootNode()),
    scrollEl: getArticle,
    rootMargin: values.rootMargin,
    threshold: values.threshold,
    multiple: values.multiple,
    autoScroll: values.autoScroll,
    scrollBehavior: values.scrollBehavior,
    dir: values.dir,
  })
  const api = toc.connect(service, normalizeProps)
  const indicatorProps = api.getIndicatorProps()

  return (
    <div {...api.getRootProps()}>
      <nav {...api.getNavProps()}>
        <DemoHeading {...api.getTitleProps()}>On this page</DemoHeading>
        {/* The list's positioned box, so the indicator can sit beside it outside the list. */}
        <div className="sb-toc-track">
          <div {...indicatorProps} hidden={!values.indicator || indicatorProps.hidden} />
          <ul {...api.getListProps()}>
            {items.map((item) => {
              const linkProps = api.getLinkProps({ item })
              return (
                <li key={item.value} {...api.getItemProps({ item })}>
                  <a
                    href={`#${item.value}`}
                    {...linkProps}
                    onClick={(event) => {
                      if (opensElsewhere(event)) return
                      // zag's own click would also push "#<id>" onto the host page's history;
                      // an embedded demo leaves its host's history alone.
                      event.preventDefault()
                      api.scrollTo(item.value)
                    }}
                  >
                    {labels.get(item.value)}
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      </nav>
    </div>
  )
}
