/** `compute`, remembered per object: a machine definition is charted once per page. */
export function weakMemo<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>()
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key))
    return results.get(key)!
  }
}
