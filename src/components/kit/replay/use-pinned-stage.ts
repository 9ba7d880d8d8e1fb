import { useLayoutEffect, useState, type RefObject } from "react"

/**
 * Where a replayed stage stays in view while the page scrolls, or null where it should not.
 * Beside the toolbar, it sticks to the viewport's top (its bottom, when it is taller than the
 * viewport), so the widget stays in sight while the reader goes down the Visualizer's state,
 * chart and history. Above the toolbar (a narrow box) it scrolls away as usual: pinned, it
 * would cover the toolbar under it.
 */
export function usePinnedStage(stage: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = stage.current
    const box = element?.parentElement
    if (!element || !box) return
    const measure = () => {
      const toolbar = box.querySelector<HTMLElement>(":scope > .sb-toolbar")
      const beside =
        toolbar !== null && toolbar.offsetTop < element.offsetTop + element.offsetHeight
      setTop(beside ? Math.min(0, window.innerHeight - element.offsetHeight) : null)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    observer.observe(element)
    // A taller or shorter window moves where a stage taller than it sticks.
    window.addEventListener("resize", measure)
    return () => {
      observer.disconnect()
      window.removeEventListener("resize", measure)
    }
  }, [stage])
  return top
}
