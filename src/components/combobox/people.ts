/** A person of the virtualized combobox's directory: an id (the value) and a full name. */
export interface Person {
  id: string
  name: string
}

const FIRST = [
  "Ada",
  "Amara",
  "Ana",
  "Ben",
  "Carlos",
  "Chen",
  "Dara",
  "Elif",
  "Emil",
  "Farah",
  "Grace",
  "Hana",
  "Hugo",
  "Ines",
  "Ivan",
  "Jonas",
  "Kai",
  "Lea",
  "Liam",
  "Maya",
  "Mei",
  "Nia",
  "Noah",
  "Omar",
  "Priya",
  "Rafael",
  "Rosa",
  "Sami",
  "Sofia",
  "Tariq",
  "Uma",
  "Vera",
  "Wei",
  "Yara",
  "Yusuf",
  "Zoe",
  "Aiko",
  "Bruno",
  "Cleo",
  "Diego",
]

const LAST = [
  "Abe",
  "Bauer",
  "Costa",
  "Diallo",
  "Eriksen",
  "Fischer",
  "Garcia",
  "Haddad",
  "Ito",
  "Jensen",
  "Kowalski",
  "Larsen",
  "Mendes",
  "Nakamura",
  "Okafor",
  "Petrov",
  "Quinn",
  "Rossi",
  "Silva",
  "Tanaka",
  "Usman",
  "Varga",
  "Wagner",
  "Xu",
  "Yilmaz",
  "Zhang",
  "Novak",
  "Moreau",
  "Lindqvist",
  "Kim",
]

/** 1,200 people (every first name with every last name), sorted by first name then last. */
export const people: readonly Person[] = FIRST.flatMap((first, i) =>
  LAST.map((last, j) => ({ id: `p${i * LAST.length + j + 1}`, name: `${first} ${last}` })),
).sort((a, b) => a.name.localeCompare(b.name))

/** People whose name contains the query, ignoring case. */
export function filterPeople(query: string): readonly Person[] {
  const needle = query.trim().toLowerCase()
  return needle ? people.filter((person) => person.name.toLowerCase().includes(needle)) : people
}
