import type { IntlTranslations, StepPlacement } from "@zag-js/tour"

/**
 * Where a step's target lives: an element of the demo marked `data-tour-target="<name>"`,
 * or, with `inFrame`, an element with that id inside the demo's embedded frame.
 */
export interface TourTarget {
  name: string
  inFrame?: boolean
}

/** One step of the demo tour. A step without a target is shown centred. */
export interface TourStep {
  id: string
  title: string
  description: string
  /** Side of the target the card sits on; zag's default is bottom. */
  placement?: StepPlacement
  target?: TourTarget
}

/** The demo tour: 7 steps, starting and ending with a centred step. */
export const tourSteps: readonly TourStep[] = [
  {
    id: "welcome",
    title: "Welcome",
    description: "This short tour walks through the four steps of the page.",
  },
  {
    id: "step-1",
    title: "Step 1",
    description: "The first section, highlighted by the spotlight.",
    target: { name: "step-1" },
  },
  {
    id: "step-2",
    title: "Step 2",
    description: "This heading sits low inside a scroll container: the tour scrolls it into view.",
    placement: "right",
    target: { name: "step-2" },
  },
  {
    id: "step-3",
    title: "Step 3",
    description: "This heading lives inside an embedded frame.",
    target: { name: "step-3", inFrame: true },
  },
  {
    id: "step-4",
    title: "Step 4",
    description: "The last section of the page.",
    placement: "top",
    target: { name: "step-4" },
  },
  {
    id: "status",
    title: "Tour status",
    description: "The latest status the tour reported shows here.",
    placement: "top-start",
    target: { name: "status" },
  },
  {
    id: "finish",
    title: "All done",
    description: "That is the whole tour. Close it, or go back with Prev.",
  },
]

/** Accessible names of the card's buttons and the progress text. */
export const tourTranslations = {
  nextStep: "next step",
  prevStep: "previous step",
  close: "close tour",
  skip: "skip tour",
  progressText: ({ current, total }) => `${current + 1} of ${total}`,
} satisfies IntlTranslations

/**
 * The embedded frame's document: static markup written here (never built from input), so
 * the frame needs no network. The heading id is the frame step's target name.
 */
export const tourFrameDocument = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Step 3 frame</title>
    <style>
      body { margin: 0; padding: 0.75rem; font-family: system-ui, sans-serif; color: #1c1c28; }
      h2 { margin: 0; padding: 0.25rem 0.5rem; font-size: 1.125rem; display: inline-block; }
    </style>
  </head>
  <body>
    <h2 id="step-3">Step 3</h2>
    <p>Content of an embedded frame.</p>
  </body>
</html>`
