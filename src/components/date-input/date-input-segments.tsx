import type { DateInputApi } from "./use-date-input-demo"

/** One date's segments (a range has two groups): spin buttons, and the literals between. */
export function DateInputSegments({ api, index }: { api: DateInputApi; index: number }) {
  return (
    <div {...api.getSegmentGroupProps({ index })}>
      {api.getSegments({ index }).map((segment, i) => (
        <span key={i} {...api.getSegmentProps({ segment, index })}>
          {segment.text}
        </span>
      ))}
    </div>
  )
}
