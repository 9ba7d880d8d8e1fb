/** A copy of a settings schema without the settings `keys`: for a variant that fixes them. */
export function schemaWithout<S extends object, K extends keyof S>(
  schema: S,
  ...keys: K[]
): Omit<S, K> {
  const copy = { ...schema }
  for (const key of keys) delete copy[key]
  return copy
}
