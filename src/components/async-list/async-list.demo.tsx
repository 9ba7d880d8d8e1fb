import * as asyncList from "@zag-js/async-list"
import { useRef, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { ChemicalElement } from "./async-list-data"
import { sortElements } from "./async-list-query"
import { useFakeServer } from "./async-list-server"
import { listStatus } from "./async-list-status"
import { SORT_ORDERS, SortSelect } from "./async-list-sort"
import type { controls as asyncListControls } from "./async-list.controls"
import styles from "./async-list.css?inline"

export { styles }

type Props = DemoProps<typeof asyncListControls>

const machine = asyncList.machine as asyncList.Machine<ChemicalElement, number>

/**
 * zag's async list manages data and renders nothing, so it has no anatomy: the demo names its
 * own parts in zag's attributes, for its CSS and the Accessibility tab's parts table.
 */
const part = (name: string) => ({ "data-scope": "async-list", "data-part": name })

// The machine reads autoReload as it starts: a new value starts the list again.
export default function AsyncListDemo({ values }: Props) {
  return <ElementList key={String(values.loadOnMount)} values={values} />
}

/** Sorting in the page: the loaded elements only, as the machine's `sort` function. */
const sortLoaded: asyncList.Props<ChemicalElement, number>["sort"] = ({ items, descriptor }) => ({
  items: sortElements(items, descriptor),
})

function ElementList({ values }: Props) {
  const log = useDemoLog()
  const server = useFakeServer(values)
  const service = useDemoMachine(machine, {
    load: server.load,
    autoReload: values.loadOnMount,
    // A new page size changes what a page is: the machine reloads from the first one.
    dependencies: [values.pageSize],
    sort: values.sortOn === "client" ? sortLoaded : undefined,
    onSuccess: ({ items }) => log("loaded", items.length),
    onError: ({ error }) => log("load failed", error.message),
  })
  const api = asyncList.connect(service)
  const failed = api.error !== undefined
  // Stopped until the next request, whoever makes it (a button, typing, a new page size).
  const [stoppedAt, setStoppedAt] = useState<number | null>(null)
  const stopped = stoppedAt === server.requests && !api.loading
  const loadMore = useRef<HTMLButtonElement>(null)

  const stop = () => {
    if (!api.loading) return
    setStoppedAt(server.requests)
    api.abort()
  }
  // A failed next page is asked for again; any other failure reloads the list as it was asked.
  const retry = () => {
    if (api.hasMore && !api.empty) api.loadMore()
    else api.reload()
    // The error and its button go as the retry starts; focus stays near.
    loadMore.current?.focus()
  }
  const status = listStatus({
    loading: api.loading,
    sorting: api.sorting,
    failed,
    stopped,
    count: api.items.length,
    hasMore: api.hasMore,
    filterText: api.filterText,
  })
  const cannotLoadMore = api.loading || !api.hasMore

  return (
    <div {...part("root")} style={{ "--sb-async-rows": values.pageSize } as object}>
      <DemoHeading>Chemical elements</DemoHeading>
      <div className="sb-row sb-async-query">
        <label className="sb-field">
          Filter
          <input
            {...part("filter")}
            type="search"
            value={api.filterText}
            placeholder="Name or symbol"
            onChange={(event) => api.setFilterText(event.currentTarget.value)}
          />
        </label>
        <SortSelect
          value={api.sortDescriptor ?? SORT_ORDERS[0]!.descriptor}
          onChange={(descriptor) => api.sort(descriptor)}
        />
      </div>
      <p {...part("server")} className="sb-muted">
        Pretend server: {values.delay} ms a request, {values.pageSize} elements a page;{" "}
        {server.health}.
      </p>
      <p {...part("status")} role="status" data-loading={api.loading ? "" : undefined}>
        {status}
      </p>
      <ul {...part("list")} aria-label="Elements" aria-busy={api.loading}>
        {api.items.map((element) => (
          <li {...part("item")} key={element.number}>
            <span className="sb-async-number">{element.number}</span>
            <span className="sb-async-symbol">{element.symbol}</span>
            <span>{element.name}</span>
          </li>
        ))}
      </ul>
      {failed && (
        <div {...part("error")} role="alert">
          <p>{errorMessage(api.error)}</p>
          <button {...part("retry-trigger")} type="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      <div className="sb-row">
        {/* aria-disabled, not disabled: the focused button stays focusable while a page loads. */}
        <button
          {...part("load-more-trigger")}
          ref={loadMore}
          type="button"
          aria-disabled={cannotLoadMore}
          onClick={() => !cannotLoadMore && api.loadMore()}
        >
          Load more
        </button>
        <button {...part("reload-trigger")} type="button" onClick={() => api.reload()}>
          Reload
        </button>
        <button
          {...part("abort-trigger")}
          type="button"
          aria-disabled={!api.loading}
          onClick={stop}
        >
          Stop
        </button>
      </div>
    </div>
  )
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
