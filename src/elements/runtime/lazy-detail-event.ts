/**
 * A bubbling, composed CustomEvent whose detail is computed the first time a listener reads
 * it, then kept: the same value for every listener, and no work when nobody reads it.
 */
export class LazyDetailEvent<T> extends CustomEvent<T> {
  #detail: { value: T } | null = null
  readonly #compute: () => T

  constructor(type: string, compute: () => T) {
    super(type, { bubbles: true, composed: true })
    this.#compute = compute
  }

  override get detail(): T {
    this.#detail ??= { value: this.#compute() }
    return this.#detail.value
  }
}
