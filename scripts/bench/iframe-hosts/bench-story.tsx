import type { ReactNode } from "react"

/**
 * What every Storybook and Ladle story of the many-demos benchmark renders: the demo inside a
 * stage carrying `part="stage"` (as the element's and the floor page's do, so the benchmark
 * finds the widget the same way on every page) with the demo's own stylesheet.
 */
export function BenchStory(props: { styles: string | undefined; children: ReactNode }) {
  return (
    <div part="stage">
      <style>{props.styles ?? ""}</style>
      {props.children}
    </div>
  )
}
