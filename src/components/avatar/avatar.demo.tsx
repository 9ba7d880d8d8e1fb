import { useCallback, useState } from "react"
import { avatarImages, brokenImageSrc } from "../../data/sample-images"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as avatarControls } from "./avatar.controls"
import { AvatarView } from "./avatar-view"
import styles from "./avatar.css?inline"

export { styles }

/** How many recent machine states the demo lists under the avatar. */
const TRAIL_LENGTH = 6

export default function AvatarDemo({ values }: DemoProps<typeof avatarControls>) {
  const [imageIndex, setImageIndex] = useState(0)
  const [broken, setBroken] = useState(false)
  const [showImage, setShowImage] = useState(true)
  // zag watches the <img> it finds when its machine starts. An image added back is a new
  // element, so it gets a fresh machine (the generation is the view's key).
  const [generation, setGeneration] = useState(0)
  const [trail, setTrail] = useState<string[]>([])

  // The index only ever cycles through the list, so the entry exists.
  const image = avatarImages[imageIndex]!
  const src = broken ? brokenImageSrc : image.src

  const changeImage = () => {
    setBroken(false)
    setImageIndex((index) => (index + 1) % avatarImages.length)
  }
  const toggleImage = () => {
    if (!showImage) setGeneration((count) => count + 1)
    setShowImage(!showImage)
  }
  const recordState = useCallback((state: string) => {
    setTrail((states) =>
      states[states.length - 1] === state ? states : [...states, state].slice(-TRAIL_LENGTH),
    )
  }, [])

  return (
    <div className="sb-avatar-demo">
      <AvatarView
        key={generation}
        src={src}
        alt={broken ? "Broken image" : image.alt}
        showImage={showImage}
        name={values.name}
        dir={values.dir}
        onStateChange={recordState}
      />
      <div className="sb-row">
        <button type="button" onClick={changeImage}>
          Change Image
        </button>
        <button type="button" onClick={() => setBroken(true)}>
          Broken Image
        </button>
        <button type="button" onClick={toggleImage} aria-pressed={showImage}>
          Toggle Image
        </button>
      </div>
      <p className="sb-muted" data-testid="avatar-trail">
        Recent states: {trail.join(" → ")}
      </p>
    </div>
  )
}
