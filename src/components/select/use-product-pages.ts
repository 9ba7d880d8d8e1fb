import { useCallback, useEffect, useState } from "react"
import { fetchProducts, PAGE_SIZE, type Product } from "./select-server"

/**
 * The product catalogue, a page at a time: the first page loads at once, `loadMore` asks for
 * the next (ignored while one is loading or after the last). Loading follows from wanting more
 * pages than are here, so a remount (or React's strict double effect) just asks again.
 */
export function useProductPages() {
  const [pages, setPages] = useState<Product[][]>([])
  const [wanted, setWanted] = useState(1)
  const [complete, setComplete] = useState(false)
  const loading = !complete && pages.length < wanted

  useEffect(() => {
    if (!loading) return
    const request = new AbortController()
    fetchProducts(pages.length * PAGE_SIZE, request.signal).then(
      ({ items, next }) => {
        setPages((here) => [...here, items])
        if (next === null) setComplete(true)
      },
      () => {},
    )
    return () => request.abort()
  }, [loading, pages.length])

  const loadMore = useCallback(() => {
    setWanted((pagesWanted) => Math.max(pagesWanted, pages.length + 1))
  }, [pages.length])

  return { items: pages.flat(), loading, complete, loadMore }
}
