/**
 * The value the JSON tree shows: a weather station's latest report, as an API might return
 * it, with one of each kind of value the tree colours (text, numbers, booleans, null,
 * undefined, a date, nested objects and arrays, a Map and a Set), one array long enough to be
 * shown in groups, and one property hidden from enumeration.
 */
export function stationReport(): Record<string, unknown> {
  const report: Record<string, unknown> = {
    station: "Lisbon Airport",
    code: "LPPT",
    online: true,
    elevationM: 114,
    lastServiced: null,
    retiredAt: undefined,
    updatedAt: new Date("2024-06-01T12:00:00Z"),
    location: { lat: 38.7742, lon: -9.1342, country: "PT" },
    current: {
      tempC: 21.4,
      humidity: 0.58,
      raining: false,
      wind: { speedKmh: 14, gustKmh: 26, direction: "NW" },
    },
    hourlyTempC: [
      16.9, 16.4, 16.0, 15.8, 15.7, 16.1, 17.0, 18.3, 19.6, 20.5, 21.1, 21.4, 21.9, 22.3, 22.6,
      22.4, 21.8, 20.9, 19.7, 18.8, 18.1, 17.6, 17.3, 17.0,
    ],
    rainMmPer10Min: rainReadings(),
    sensors: new Map<string, string>([
      ["thermometer", "ok"],
      ["anemometer", "ok"],
      ["hygrometer", "ok"],
      ["rain gauge", "calibrating"],
    ]),
    tags: new Set(["coastal", "airport", "synoptic"]),
    alerts: [],
  }
  // A cache key the feed attaches for itself: there, but not one of the report's own fields.
  Object.defineProperty(report, "cacheKey", { value: "lppt:2024-06-01T12", enumerable: false })
  return report
}

/** A day of rain readings, one every ten minutes (144): a dry day with a shower after 15:00. */
function rainReadings(): number[] {
  return Array.from({ length: 144 }, (_, index) =>
    index >= 90 && index < 102 ? Math.round(Math.sin(((index - 90) / 12) * Math.PI) * 12) / 10 : 0,
  )
}
