import type * as toc from "@zag-js/toc"
import { useCallback, useId, useMemo, useRef } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { articleSections } from "./toc-article"
import { TocArticle } from "./toc-article-view"
import { TocNav } from "./toc-nav"
import type { controls as tocControls } from "./toc.controls"
import styles from "./toc.css?inline"

export { styles }

export default function TocDemo({ values }: DemoProps<typeof tocControls>) {
  const idPrefix = `${useId()}-`
  const articleRef = useRef<HTMLDivElement>(null)
  const getArticle = useCallback(() => articleRef.current, [])
  const { items, labels } = useMemo(() => {
    const items: toc.TocItem[] = articleSections.map((section) => ({
      value: idPrefix + section.slug,
      depth: section.depth,
    }))
    const labels = new Map(
      articleSections.map((section) => [idPrefix + section.slug, section.title]),
    )
    return { items, labels }
  }, [idPrefix])

  return (
    <div className="sb-toc" dir={values.dir}>
      {/*
        zag reads the root margin and threshold once, as it starts observing the headings: a
        new one starts a new machine. The article stays, scrolled where it was.
      */}
      <TocNav
        key={`${values.rootMargin}|${values.threshold}`}
        values={values}
        items={items}
        labels={labels}
        getArticle={getArticle}
      />
      <TocArticle boxRef={articleRef} idPrefix={idPrefix} headingLevel={values.headingLevel} />
    </div>
  )
}
