import { useEffect, useState } from "react"
import { filterCountries, type Country } from "../../data/countries"

/** How long the pretend server takes to answer, in ms. */
export const SERVER_DELAY = 600

/**
 * Stands in for a search endpoint: answers with the countries matching `query` after a delay,
 * offline. Aborting drops the answer (and its timer), as a cancelled fetch would.
 */
export function searchCountries(query: string, signal: AbortSignal): Promise<Country[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(filterCountries(query)), SERVER_DELAY)
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/**
 * The server's answer for `query`: until it arrives, the last answer stays on show and
 * `loading` is true. A newer query cancels the pending one, so a slow answer to an old query
 * never replaces a newer one.
 */
export function useCountrySearch(query: string) {
  const [answer, setAnswer] = useState<{ query: string | null; countries: Country[] }>({
    query: null,
    countries: [],
  })
  useEffect(() => {
    const request = new AbortController()
    searchCountries(query, request.signal).then(
      (countries) => setAnswer({ query, countries }),
      () => {},
    )
    return () => request.abort()
  }, [query])
  return { countries: answer.countries, loading: answer.query !== query }
}
