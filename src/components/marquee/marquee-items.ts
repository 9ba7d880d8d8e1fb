/**
 * What the marquee demo scrolls: four fruits, each with a small drawn logo, as zag's example
 * has (its logos are emoji, which show as empty boxes where no emoji font is installed).
 */
export interface MarqueeItem {
  name: string
  /** The logo's shapes on a 32×32 grid: circles `[cx, cy, r]`, each filled with `colour`. */
  dots: readonly (readonly [number, number, number])[]
  colour: string
  /** A stem or leaf, as an SVG path, stroked green. */
  stem: string
}

export const marqueeItems: readonly MarqueeItem[] = [
  { name: "Apple", dots: [[16, 19, 11]], colour: "#d83a3a", stem: "M16 8q1-5 5-6" },
  {
    name: "Banana",
    dots: [
      [10, 14, 5],
      [14, 20, 6],
      [21, 23, 6],
    ],
    colour: "#e8b923",
    stem: "M7 10l-2-4",
  },
  {
    name: "Cherry",
    dots: [
      [10, 23, 6],
      [22, 24, 6],
    ],
    colour: "#b3123a",
    stem: "M10 17q3-12 8-14q3 9 4 15",
  },
  {
    name: "Grape",
    dots: [
      [11, 11, 4],
      [19, 11, 4],
      [15, 17, 4],
      [11, 23, 4],
      [19, 23, 4],
      [15, 28, 3.5],
    ],
    colour: "#7b3fa0",
    stem: "M15 7V2",
  },
]
