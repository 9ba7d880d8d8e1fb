const UNITS = ["B", "kB", "MB", "GB", "TB", "PB"] as const
const STEP = 1000

/**
 * A byte count as people read it: decimal units (1 kB = 1000 B) and at most three
 * significant digits, trailing zeros dropped as zag's own formatter does: 1234 -> "1.23 kB",
 * 1500 -> "1.5 kB", 999 -> "999 B". Not a number or negative gives "unknown size".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "unknown size"
  let unit = 0
  let value = bytes
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP
    unit++
  }
  let rounded = Number(value.toPrecision(3))
  // 999 999 B is 999.999 kB, which rounds up to 1000 kB: carry it into the next unit.
  if (rounded >= STEP && unit < UNITS.length - 1) {
    rounded = Number((rounded / STEP).toPrecision(3))
    unit++
  }
  return `${rounded} ${UNITS[unit]}`
}
