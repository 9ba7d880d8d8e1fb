import * as presence from "@zag-js/presence"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useCallback, type HTMLAttributes } from "react"

/**
 * A drawer part that stays on screen while its exit animation runs. zag's drawer hides the
 * part as soon as it starts closing and waits, in its `closing` state, for an `exitcomplete`
 * event on the content; zag's presence machine watches the part's animation and sends that
 * event when it ends (at once when nothing animates, as with reduced motion).
 */
export function DrawerPresence({ hidden, ...props }: HTMLAttributes<HTMLDivElement>) {
  const service = useMachine(presence.machine, { present: !hidden })
  const api = presence.connect(service, normalizeProps)
  const { setNode } = api
  const ref = useCallback((node: HTMLDivElement | null) => setNode(node), [setNode])
  return <div ref={ref} {...props} hidden={!api.present} />
}
