/**
 * The picture the image cropper demo crops: a small original SVG built here (a landscape of
 * sky, sun, mountains and lake, 500×300) and shipped as a `data:` URL, so it works inside the
 * element bundle, is never fetched, and leaves the canvas it is drawn on exportable.
 */
const LANDSCAPE_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">` +
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#fbbf24"/>` +
  `</linearGradient></defs>` +
  `<rect width="500" height="300" fill="url(#sky)"/>` +
  `<circle cx="360" cy="150" r="40" fill="#fde68a"/>` +
  `<polygon points="0,220 110,90 200,200 290,70 420,210 500,150 500,300 0,300" fill="#334155"/>` +
  `<polygon points="110,90 135,120 90,115" fill="#f8fafc"/>` +
  `<polygon points="290,70 322,110 262,104" fill="#f8fafc"/>` +
  `<rect y="230" width="500" height="70" fill="#0e7490"/>` +
  `<rect x="330" y="240" width="60" height="4" rx="2" fill="#fde68a" fill-opacity="0.7"/>` +
  `<rect x="345" y="252" width="30" height="3" rx="1.5" fill="#fde68a" fill-opacity="0.5"/>` +
  `</svg>`

/** The landscape's size in pixels, the size the demo shows it at. */
export const cropperImageSize = { width: 500, height: 300 } as const

export const cropperImageSrc = `data:image/svg+xml,${encodeURIComponent(LANDSCAPE_SVG)}`
