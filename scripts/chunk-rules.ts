/**
 * Which source modules load after a demo's widget is up, shared by both builds' chunk rules
 * (vite.lib.config.ts, vite.app.config.ts): the element's extras (the JSON of event details,
 * the machine graph behind `machineInfo`, the replayer behind `replay(n)`), reached only by an
 * import() after the first render.
 * Grouping them with the runtime would put them back on the widget's critical path.
 */
export const AFTER_THE_WIDGET =
  /[\\/]src[\\/](elements[\\/]extras[\\/]|components[\\/]kit[\\/]runtime[\\/](json-value|serialize)\.)/

/** The JSON of event details: one chunk, fetched after the widget's first render. */
export const EVENT_EXTRAS =
  /[\\/]src[\\/](elements[\\/]extras[\\/]event-extras|components[\\/]kit[\\/]runtime[\\/](json-value|serialize))\./

/**
 * React, r2wc, the element and the kit modules it runs (demo-host.tsx and what it imports):
 * what every embed runs before its widget. Kit modules only some demos use stay out (a form's
 * log, the option-list sheet): they go with those demos. A kit module the element starts to
 * import belongs here; left out, it only costs a request.
 */
const ELEMENT_RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]|[\\/]src[\\/](elements[\\/]|components[\\/]kit[\\/](runtime[\\/](controls|demo-environment|demo-error-boundary|demo-host|demo-log|inspector|near-viewport|overlay|replay-control|replay-session|settings|stylesheets|theme-tokens|use-toolbar-panel|weak-memo)\.|parts[\\/](demo-heading\.|kit\.css)))/

/**
 * Runs before the runtime is here, so it stays in the entries: the element class each entry
 * defines at once (with its head start), copied into every entry with what it imports
 * (scripts/catalog/generators/library-entries.ts).
 */
const IN_THE_ENTRY = /[\\/]src[\\/]elements[\\/]define[\\/]element-class\.|\?statebook-copy=/

/** Hydrating server-rendered HTML: fetched only by a page that has some (element-runtime.ts). */
const SERVER_RENDERED_ONLY = /[\\/]src[\\/]elements[\\/]runtime[\\/](server-dom|served-root)\./

export const isElementRuntime = (id: string) =>
  ELEMENT_RUNTIME.test(id) &&
  !AFTER_THE_WIDGET.test(id) &&
  !IN_THE_ENTRY.test(id) &&
  !SERVER_RENDERED_ONLY.test(id)

/**
 * zag's dismissable layer, the outside-interaction tracking it runs and the dom-query helpers
 * they pull in, as named chunks in both builds (after each build's own groups). Left to itself,
 * Rolldown splits them into nine small files by exact sharing pattern, which every popup demo
 * requests and which compress worse apart.
 *
 * The dismissable layer and outside-interaction tracking are split by the demos that load each
 * part (so a demo gets only parts it runs), with parts under 3 kB merged into their nearest
 * neighbour. Since zag 1.47 the toast group is dismissable too: left to itself, Rolldown split
 * this into nine files and the toast embed went over its CI limit (1.243x); with this group,
 * 1.235x and two requests fewer per embed on average.
 *
 * `focusHelpers` are the dom-query modules of the focus helpers' chunk: which popups a trigger
 * controls, tabbable elements, and in the package the styles and overflow they read. Dialogs,
 * menus, popovers and toasts use them all, a few demos one. In the package they go together
 * (apart, toast and time-picker embeds went over their limits). The showcase leaves the styles
 * and overflow out: its presence, toc and scroll-area pages read only those, and would fetch
 * tabbable (1.4 kB gzip) for them (npm run budgets: toc's page 1.38x, 1.40x with them).
 */
export const zagHelperGroups = (focusHelpers: readonly string[]) => [
  {
    name: "focus-helpers",
    test: new RegExp(
      String.raw`[\\/]@zag-js[\\/]dom-query[\\/]dist[\\/](${focusHelpers.join("|")})\.mjs$`,
    ),
  },
  // dom-query's event, platform and frame helpers (60 of 70 demos), and its set and mutation
  // observer (33, the disclosure widgets among them), each one chunk. Left to the group below,
  // they went wherever its split by demos put them: with the seven splitter variants, the set
  // helper joined zag's outside-interaction tracking, and collapsible, presence and scroll-area
  // fetched it (collapsible's embed 1.2699x its floor, limit 1.24). Named, they no longer move
  // with the count of demos and variants.
  {
    name: "dom-core",
    test: /[\\/]@zag-js[\\/]dom-query[\\/]dist[\\/](platform|event|raf)\.mjs$/,
  },
  {
    name: "dom-observers",
    test: /[\\/]@zag-js[\\/]dom-query[\\/]dist[\\/](set|mutation-observer)\.mjs$/,
  },
  {
    name: "dismissable",
    test: /[\\/]@zag-js[\\/](dismissable|interact-outside)[\\/]/,
    entriesAware: true,
    entriesAwareMergeThreshold: 3000,
  },
]
