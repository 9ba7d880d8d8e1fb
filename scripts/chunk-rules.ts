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
