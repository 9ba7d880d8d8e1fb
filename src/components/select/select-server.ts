import { selectItems } from "./select-items"

/** How long the pretend server takes to answer, in ms. */
export const SERVER_DELAY = 600

export type Fruit = (typeof selectItems)[number]

/** Resolves with `answer()` after the server's delay, offline; aborting drops it and its timer. */
function answerLater<T>(answer: () => T, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(answer()), SERVER_DELAY)
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

/** Stands in for `GET /fruits`. */
export function fetchFruits(signal: AbortSignal): Promise<Fruit[]> {
  return answerLater(() => [...selectItems], signal)
}

/** A product of the infinite-scroll variant's catalogue. */
export interface Product {
  value: string
  label: string
}

const COLOURS = ["Amber", "Birch", "Cobalt", "Coral", "Ivory", "Jade", "Olive", "Slate"]
const THINGS = ["Armchair", "Bench", "Bookcase", "Desk", "Lamp", "Rug", "Sofa", "Stool", "Table"]

/** 72 products (every colour of every thing), in catalogue order. */
export const products: readonly Product[] = THINGS.flatMap((thing) =>
  COLOURS.map((colour) => ({
    value: `${colour}-${thing}`.toLowerCase(),
    label: `${colour} ${thing}`,
  })),
)

/** How many products a page holds. */
export const PAGE_SIZE = 15

/** Stands in for `GET /products?offset=…`: a page, and the offset of the next (null at the end). */
export function fetchProducts(
  offset: number,
  signal: AbortSignal,
): Promise<{ items: Product[]; next: number | null }> {
  return answerLater(() => {
    const end = offset + PAGE_SIZE
    return { items: products.slice(offset, end), next: end < products.length ? end : null }
  }, signal)
}
