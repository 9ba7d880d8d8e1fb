import type { MarqueeItem } from "./marquee-items"

/** A fruit's logo drawn as SVG, so it looks the same on every system (no emoji font needed). */
export function FruitLogo({ item }: { item: MarqueeItem }) {
  return (
    <svg className="sb-marquee-logo" viewBox="0 0 32 32" aria-hidden="true">
      <path d={item.stem} fill="none" stroke="#3f8f3a" strokeWidth="2" strokeLinecap="round" />
      {item.dots.map(([cx, cy, r]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} fill={item.colour} />
      ))}
    </svg>
  )
}
