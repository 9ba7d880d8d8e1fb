import {
  parse,
  type Color,
  type ColorChannel,
  type ColorFormat,
  type ColorType,
} from "@zag-js/color-picker"

export type ColorReading = { color: Color; error: null } | { color: null; error: string }

/**
 * Reads colour text with zag's own parser (hex of 4, 5, 7 or 9 characters, rgb(a),
 * hsl(a), hsb(a) or a colour name). It never throws: text zag rejects gives zag's message,
 * "Invalid color value: …", for the demo to show.
 */
export function readColor(text: string): ColorReading {
  try {
    return { color: parse(withHexPrefix(text)), error: null }
  } catch (error) {
    return { color: null, error: error instanceof Error ? error.message : String(error) }
  }
}

/** Bare hex digits ("ff0000") count as hex, as they do when zag applies the hex input. */
function withHexPrefix(text: string): string {
  return /^[0-9a-f]{3,8}$/i.test(text) ? `#${text}` : text
}

/** The channel inputs each format shows, in reading order. */
export const formatChannels: Record<ColorFormat, readonly ColorChannel[]> = {
  rgba: ["red", "green", "blue", "alpha"],
  hsla: ["hue", "saturation", "lightness", "alpha"],
  hsba: ["hue", "saturation", "brightness", "alpha"],
}

export interface SliderKey {
  key: string
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
}

const arrowDirections: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
}

/**
 * The colour after a key press on a channel slider thumb, for the keys zag gets wrong (1.43.3
 * and still 1.47), or null to leave the key to zag. zag sends PageUp/PageDown without a
 * step, and the channel falls to its minimum; and it steps the channel on the colour in its current
 * format, so hue keys in rgba throw "Unknown color channel: hue" (in a microtask: nothing
 * can catch it). Page keys move by the channel's page size (hue 15, alpha 0.1);
 * arrows by its step, ten with shift, a tenth with ctrl or meta; Home/End to the ends.
 */
export function fixChannelKey(
  color: Color,
  channel: ColorChannel,
  press: SliderKey,
  rtl: boolean,
): Color | null {
  const isPage = press.key === "PageUp" || press.key === "PageDown"
  const hasChannel = channel === "alpha" || color.getChannels().includes(channel)
  if (hasChannel && !isPage) return null
  // Hue-based formats hold the channel; the area uses hsba unless the colour is hsl.
  const host = hasChannel ? color : color.toFormat("hsba")
  const range = host.getChannelRange(channel)
  // zag's methods are typed as returning the ColorType interface; the objects are Colors.
  const back = (next: ColorType) => next.toFormat(color.getFormat()) as Color
  if (isPage) {
    const size = press.key === "PageUp" ? range.pageSize : -range.pageSize
    return back(host.incrementChannel(channel, size))
  }
  if (press.key === "Home") return back(host.withChannelValue(channel, range.minValue))
  if (press.key === "End") return back(host.withChannelValue(channel, range.maxValue))
  const direction = arrowDirections[press.key]
  if (direction === undefined) return null
  const flip = rtl && (press.key === "ArrowLeft" || press.key === "ArrowRight") ? -1 : 1
  const multiplier = press.ctrlKey || press.metaKey ? 0.1 : press.shiftKey ? 10 : 1
  return back(host.incrementChannel(channel, direction * flip * multiplier * range.step))
}
