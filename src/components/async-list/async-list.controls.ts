import { defineControls } from "../kit/runtime/controls"
import { headingLevelControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Async list settings: the pretend server's behaviour and how the machine loads and sorts. */
export const controls = defineControls({
  pageSize: {
    description:
      "How many elements one request returns; a new size reloads the list from its first page (the machine's dependencies).",
    type: "number",
    min: 2,
    max: 20,
    defaultValue: 8,
  },
  delay: {
    label: "Server delay (ms)",
    description:
      "How long the pretend server takes to answer each request, in milliseconds: a timer, nothing goes to the network.",
    type: "number",
    min: 0,
    max: 5000,
    step: 100,
    defaultValue: 800,
  },
  failure: {
    label: "Server failures",
    description:
      "`next` makes the next request fail (once each time it is chosen), `every` makes all of them fail until set back; the list shows the error with a Retry.",
    type: "select",
    options: ["none", "next", "every"],
    defaultValue: "none",
  },
  loadOnMount: {
    description:
      "Loads the first page as the list appears (the machine's autoReload); off, the list waits for Reload. Changing it starts the list again.",
    type: "boolean",
    defaultValue: true,
  },
  sortOn: {
    description:
      "`server` asks for the list again in the new order, page by page; `client` gives the machine a sort function that reorders only the elements already loaded (and drops the next-page cursor).",
    type: "select",
    options: ["server", "client"],
    defaultValue: "server",
  },
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Async List",
  summary: "A list loaded page by page from a server, with errors and retry.",
  use: "Use it when a list is too long or too slow to load at once and the reader needs to know when more is loading, failed or has run out.",
  group: "display",
  keywords: ["async", "load more", "pagination", "infinite list", "fetch", "data loading"],
}
