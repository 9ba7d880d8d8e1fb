/** What the marquee demo scrolls: four fruits with an emoji logo each, as zag's example has. */
export interface MarqueeItem {
  name: string
  logo: string
}

export const marqueeItems: readonly MarqueeItem[] = [
  { name: "Apple", logo: "🍎" },
  { name: "Banana", logo: "🍌" },
  { name: "Cherry", logo: "🍒" },
  { name: "Grape", logo: "🍇" },
]
