import type * as drawer from "@zag-js/drawer"
import type { FocusEvent, ReactNode } from "react"
import { DrawerPresence } from "./drawer-presence"

interface DrawerFrameProps {
  api: drawer.Api
  /** Whether leaving the drawer (a click or focus outside) closes it: the demo's setting. */
  closeOnInteractOutside: boolean
  /** Whether a drag on the content moves the drawer; when false only the grabber does. */
  draggable?: boolean
  /** Leaves out the grabber (a drawer that is not swiped, such as an action sheet). */
  grabber?: boolean
  /** Leaves out the backdrop (a drawer opened from another, over that one's backdrop). */
  backdrop?: boolean
  /** A class on the content, for a variant's own look. */
  className?: string
  children: ReactNode
}

/**
 * A drawer's backdrop, positioner and content with its grabber, inline (never portalled, so
 * the drawer stays in the element's shadow root). Every drawer of the folder is one of these.
 */
export function DrawerFrame(props: DrawerFrameProps) {
  const { api, closeOnInteractOutside, className } = props
  const { draggable = true, grabber = true, backdrop = true } = props
  // zag closes the drawer when focus moves outside it, but in a shadow root it never learns
  // that focus left: it reads the focus event's path a frame late, when the path is already
  // empty. So the frame closes it itself, leaving out the triggers as zag does, and a drawer
  // opened from this one (focus moves into it). Only a non-modal drawer lets focus out.
  const onFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (!closeOnInteractOutside || !(next instanceof Element)) return
    if (
      event.currentTarget.contains(next) ||
      next.matches('[data-scope="drawer"][data-part="trigger"]') ||
      next.closest('[data-scope="drawer"][data-part="content"]')
    )
      return
    api.setOpen(false)
  }
  return (
    <>
      {backdrop && <DrawerPresence {...api.getBackdropProps()} />}
      <div {...api.getPositionerProps()}>
        <DrawerPresence
          {...api.getContentProps({ draggable })}
          className={className}
          onBlur={onFocusLeave}
        >
          {grabber && (
            <div {...api.getGrabberProps()}>
              <div {...api.getGrabberIndicatorProps()} />
            </div>
          )}
          {props.children}
        </DrawerPresence>
      </div>
    </>
  )
}
