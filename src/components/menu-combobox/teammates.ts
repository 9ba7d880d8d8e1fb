/** The people an issue can be assigned to in the menu-with-combobox demo. */
export interface Teammate {
  /** The item's value. */
  id: string
  name: string
}

export const teammates: readonly Teammate[] = [
  "Ada Moreau",
  "Bruno Okafor",
  "Chloe Tanaka",
  "Dmitri Varga",
  "Elena Rossi",
  "Farah Haddad",
  "Gustav Lindqvist",
  "Hana Nakamura",
  "Ivan Petrov",
  "Jade Walsh",
].map((name) => ({ id: name.toLowerCase().replace(" ", "-"), name }))

/** The teammates whose name contains the query, ignoring case; everyone for no query. */
export function matchTeammates(query: string): Teammate[] {
  const needle = query.trim().toLocaleLowerCase()
  return teammates.filter((person) => person.name.toLocaleLowerCase().includes(needle))
}
