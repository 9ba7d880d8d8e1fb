import { useRef, type PointerEvent, type RefObject } from "react"

/**
 * Drag to pan a scrolling box with a mouse: a press on its background (not on a state, which
 * a click selects) moves the view with the pointer. Touch scrolls the box natively already.
 */
export function usePan(box: RefObject<HTMLElement | null>) {
  const start = useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  return {
    onPointerDown(event: PointerEvent) {
      const view = box.current
      if (!view || event.pointerType !== "mouse" || event.button !== 0) return
      if ((event.target as Element).closest("[data-chart-state], button")) return
      start.current = {
        x: event.clientX,
        y: event.clientY,
        left: view.scrollLeft,
        top: view.scrollTop,
      }
      view.setPointerCapture(event.pointerId)
      view.dataset.panning = ""
    },
    onPointerMove(event: PointerEvent) {
      const view = box.current
      const from = start.current
      if (!view || !from) return
      view.scrollLeft = from.left - (event.clientX - from.x)
      view.scrollTop = from.top - (event.clientY - from.y)
    },
    onPointerUp: () => stop(box, start),
    onPointerCancel: () => stop(box, start),
  }
}

function stop(box: RefObject<HTMLElement | null>, start: RefObject<unknown>) {
  start.current = null
  if (box.current) delete box.current.dataset.panning
}
