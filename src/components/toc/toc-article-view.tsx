import type { Ref } from "react"
import { DemoHeading, HeadingLevelProvider } from "../kit/parts/demo-heading"
import { articleSections, articleTitle, levelBelow } from "./toc-article"

interface TocArticleProps {
  /** The box that scrolls: zag's `scrollEl`, the root its observer watches. */
  boxRef: Ref<HTMLDivElement>
  /** Prefixes the heading ids, so two copies of the demo in one root never share one. */
  idPrefix: string
  headingLevel: string
}

/**
 * The article, in a box of its own that scrolls (never the host page). Its sections' titles
 * are headings at the demo's heading level, sub-sections' one below.
 */
export function TocArticle({ boxRef, idPrefix, headingLevel }: TocArticleProps) {
  return (
    // Focusable, so keyboard users can scroll it; named, since it takes focus.
    <div
      ref={boxRef}
      className="sb-toc-article"
      tabIndex={0}
      role="region"
      aria-label={articleTitle}
    >
      {articleSections.map((section) => (
        <HeadingLevelProvider
          key={section.slug}
          level={section.depth === 3 ? levelBelow(headingLevel) : headingLevel}
        >
          <DemoHeading id={idPrefix + section.slug} data-depth={section.depth}>
            {section.title}
          </DemoHeading>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </HeadingLevelProvider>
      ))}
    </div>
  )
}
