import * as rating from "@zag-js/rating-group"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as ratingGroupControls } from "./rating-group.controls"
import styles from "./rating-group.css?inline"

export { styles }

const INITIAL_RATING = 2.5

/**
 * Without half steps a rating is a whole number. zag rounds only when allowHalf
 * changes, so a 2.5 start (and a Reset to it) would keep its half star; the demo rounds
 * those the way zag does (Math.round).
 */
const initialRating = (allowHalf: boolean) =>
  allowHalf ? INITIAL_RATING : Math.round(INITIAL_RATING)

const STAR = "M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 21.2l1.6-7L2 9.5l7.1-.6z"

export default function RatingGroupDemo({ values }: DemoProps<typeof ratingGroupControls>) {
  const formLog = useFormLog()
  const service = useDemoMachine(rating.machine, {
    ...values,
    name: "rating",
    defaultValue: initialRating(values.allowHalf),
  })
  const api = rating.connect(service, normalizeProps)
  return (
    <form {...formLog}>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Rate</label>
        <div {...api.getControlProps()}>
          {api.items.map((index) => (
            <span key={index} {...api.getItemProps({ index })}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="sb-star-empty">
                <path d={STAR} />
              </svg>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="sb-star-filled">
                <path d={STAR} />
              </svg>
            </span>
          ))}
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <p className="sb-rating-value">
        {api.value > 0 ? `${api.value} of ${api.count}` : `No rating of ${api.count}`}
      </p>
      <button type="button" onClick={() => api.setValue(initialRating(values.allowHalf))}>
        Reset
      </button>
    </form>
  )
}
