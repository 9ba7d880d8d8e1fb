import type { LoadDetails, LoadResult } from "@zag-js/async-list"
import { useCallback, useEffect, useRef, useState } from "react"
import { useStateResetBySetting } from "../kit/runtime/use-state-reset-by-setting"
import { ELEMENTS, type ChemicalElement } from "./async-list-data"
import { queryPage } from "./async-list-query"

export type FailureMode = "none" | "next" | "every"

export interface FakeServerSettings {
  /** How long each request takes, in ms. */
  delay: number
  pageSize: number
  failure: FailureMode
}

/** What a failed request says, as a server's error would. */
export const SERVER_ERROR = "The server answered 503 Service Unavailable."

/** A timer in place of the network: done after `ms`, or an AbortError once `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer)
      reject(new DOMException("The request was stopped.", "AbortError"))
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", aborted)
      resolve()
    }, ms)
    if (signal.aborted) aborted()
    else signal.addEventListener("abort", aborted, { once: true })
  })
}

/**
 * The list's server, run in the page: the machine's `load` answers from local data after a
 * delay, nothing goes to the network. It reads the latest settings at each request; "next"
 * fails one request each time it is chosen (and on mount). A request still out when the demo
 * goes away is stopped with it.
 */
export function useFakeServer(settings: FakeServerSettings) {
  const latest = useRef(settings)
  latest.current = settings
  const [armed, setArmed] = useStateResetBySetting(settings.failure === "next")
  const armedNow = useRef(armed)
  armedNow.current = armed
  // Requests made so far: what a stop is compared with.
  const [requests, setRequests] = useState(0)
  const outstanding = useRef(new Set<AbortController>())
  useEffect(() => {
    const requests = outstanding.current
    return () => requests.forEach((request) => request.abort())
  }, [])

  const load = useCallback(
    async (
      details: LoadDetails<ChemicalElement, number>,
    ): Promise<LoadResult<ChemicalElement, number>> => {
      const { delay, pageSize, failure } = latest.current
      setRequests((count) => count + 1)
      const request = new AbortController()
      details.signal?.addEventListener("abort", () => request.abort(), { once: true })
      outstanding.current.add(request)
      try {
        await wait(delay, request.signal)
      } finally {
        outstanding.current.delete(request)
      }
      if (failure === "every" || (failure === "next" && armedNow.current)) {
        armedNow.current = false
        setArmed(false)
        throw new Error(SERVER_ERROR)
      }
      return queryPage(ELEMENTS, {
        filterText: details.filterText,
        sortDescriptor: details.sortDescriptor,
        offset: details.cursor ?? 0,
        pageSize,
      })
    },
    [setArmed],
  )

  const health =
    settings.failure === "every"
      ? "every request fails"
      : armed
        ? "the next request fails"
        : "answering"
  return { load, health, requests }
}
