export type ErrorCorrection = "L" | "M" | "Q" | "H"

/**
 * The most a QR code holds (version 40) per error-correction level, counted in digits, in
 * characters of the alphanumeric set or in UTF-8 bytes. zag's encoder picks one of these three
 * modes for the whole value, the narrowest that fits every character.
 */
const CAPACITY = {
  digits: { L: 7089, M: 5596, Q: 3993, H: 3057 },
  characters: { L: 4296, M: 3391, Q: 2420, H: 1852 },
  bytes: { L: 2953, M: 2331, Q: 1663, H: 1273 },
} as const

const DIGITS = /^[0-9]*$/
const ALPHANUMERIC = /^[0-9A-Z $%*+./:-]*$/

function measure(value: string): { unit: keyof typeof CAPACITY; length: number } {
  if (DIGITS.test(value)) return { unit: "digits", length: value.length }
  if (ALPHANUMERIC.test(value)) return { unit: "characters", length: value.length }
  return { unit: "bytes", length: new TextEncoder().encode(value).length }
}

/**
 * Why a value does not fit in a QR code at the given level, or null when it does. The encoder
 * throws "Data too long" during render, which would take the demo down, so the demo asks first.
 */
export function qrValueProblem(value: string, level: ErrorCorrection): string | null {
  const { unit, length } = measure(value)
  const capacity = CAPACITY[unit][level]
  if (length <= capacity) return null
  return `The value is ${length} ${unit} long; a QR code at level ${level} holds at most ${capacity} ${unit}.`
}
