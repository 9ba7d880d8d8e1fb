/**
 * Sample pictures for the avatar and carousel demos. They are small original SVGs built here
 * and shipped as `data:` URLs, so they work inside the element bundle with no asset pipeline
 * and nothing is ever fetched.
 */

export interface SampleImage {
  src: string
  /** Text alternative for the picture. */
  alt: string
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function gradient(id: string, from: string, to: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    `</linearGradient></defs>`
  )
}

interface SlideDesign {
  from: string
  to: string
  /** Name of the shape drawn behind the number, used in the alt text too. */
  shape: "circle" | "square" | "triangle" | "diamond" | "ring"
  colour: string
}

const SHAPES: Record<SlideDesign["shape"], string> = {
  circle: `<circle cx="200" cy="150" r="80" fill="#ffffff" fill-opacity="0.35"/>`,
  square: `<rect x="125" y="75" width="150" height="150" rx="12" fill="#ffffff" fill-opacity="0.35"/>`,
  triangle: `<polygon points="200,60 295,230 105,230" fill="#ffffff" fill-opacity="0.35"/>`,
  diamond: `<polygon points="200,55 290,150 200,245 110,150" fill="#ffffff" fill-opacity="0.35"/>`,
  ring: `<circle cx="200" cy="150" r="75" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="22"/>`,
}

const SLIDES: readonly SlideDesign[] = [
  { from: "#6366f1", to: "#a855f7", shape: "circle", colour: "violet" },
  { from: "#0ea5e9", to: "#14b8a6", shape: "square", colour: "teal" },
  { from: "#f97316", to: "#ef4444", shape: "triangle", colour: "orange" },
  { from: "#22c55e", to: "#84cc16", shape: "diamond", colour: "green" },
  { from: "#ec4899", to: "#f43f5e", shape: "ring", colour: "pink" },
]

function slideSvg(design: SlideDesign, number: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    gradient("g", design.from, design.to) +
    `<rect width="400" height="300" fill="url(#g)"/>` +
    SHAPES[design.shape] +
    `<text x="200" y="172" text-anchor="middle" font-family="sans-serif" font-size="72" ` +
    `font-weight="700" fill="#ffffff">${number}</text></svg>`
  )
}

/** The carousel's five slides: 400×300 gradients, each with a shape and its number. */
export const carouselImages: readonly SampleImage[] = SLIDES.map((design, index) => ({
  src: svgDataUrl(slideSvg(design, index + 1)),
  alt: `Slide ${index + 1}: ${design.colour} gradient with a ${design.shape}`,
}))

function portraitSvg(from: string, to: string, shirt: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    gradient("p", from, to) +
    `<rect width="96" height="96" fill="url(#p)"/>` +
    `<circle cx="48" cy="38" r="17" fill="#fde7d4"/>` +
    `<path d="M14 96c2-20 16-32 34-32s32 12 34 32z" fill="${shirt}"/></svg>`
  )
}

/** Portraits for the avatar demo: a simple head-and-shoulders shape on a gradient. */
export const avatarImages: readonly SampleImage[] = [
  { src: svgDataUrl(portraitSvg("#93c5fd", "#6366f1", "#1e3a8a")), alt: "Portrait on blue" },
  { src: svgDataUrl(portraitSvg("#fcd34d", "#f97316", "#7c2d12")), alt: "Portrait on orange" },
  { src: svgDataUrl(portraitSvg("#86efac", "#0d9488", "#134e4a")), alt: "Portrait on green" },
]

/** A data URL whose bytes are not an image: the browser reports an error, offline. */
export const brokenImageSrc = "data:image/png;base64,bm90IGFuIGltYWdl"
