/**
 * Sample contacts for the pagination demo (1000 records with id 1 to 1000,
 * first_name, last_name, email, phone). Built by a pure function from fixed name lists:
 * no randomness and no fetching, so every build and test sees the same rows.
 */
export interface Contact {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
}

const FIRST_NAMES: readonly string[] = (
  "Ada Bruno Chloe Dmitri Elena Farah Gustav Hana Ivan Jade Kofi Lena Mateo Nadia " +
  "Oscar Priya Quinn Rosa Samir Tessa Uma Viktor Wren Xavier Yara Zane Aiko Bram " +
  "Celia Dario Esme Felix Greta Hugo Iris Jonas Kira Luca Mira Nico Olga Pavel Rhea " +
  "Soren Talia Ulric Vera"
).split(" ")

const LAST_NAMES: readonly string[] = (
  "Abbott Brennan Castillo Dubois Eriksen Fischer Garcia Haddad Ibarra Jensen " +
  "Kowalski Lindqvist Moreau Nakamura Okafor Petrov Quintero Rossi Schmidt Tanaka " +
  "Ueda Varga Walsh Xu Yilmaz Zimmer Alvarez Bianchi Costa Delgado Ekström Ferreira " +
  "Gallo"
).split(" ")

/** Lower-case ASCII letters only, for the e-mail address ("Ekström" -> "ekstrom"). */
function emailPart(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase()
}

/** The contact with the given 1-based id. The list lengths are coprime, so names vary. */
export function makeContact(id: number): Contact {
  const index = id - 1
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!
  const last = LAST_NAMES[(index * 7) % LAST_NAMES.length]!
  const exchange = 200 + ((id * 37) % 800)
  const line = String((id * 7919) % 10000).padStart(4, "0")
  return {
    id,
    first_name: first,
    last_name: last,
    email: `${emailPart(first)}.${emailPart(last)}${id}@example.com`,
    phone: `+1 555 ${exchange} ${line}`,
  }
}

/** Contacts with ids 1 to `count`. */
export function createContacts(count: number): Contact[] {
  return Array.from({ length: count }, (_, index) => makeContact(index + 1))
}

export const CONTACT_COUNT = 1000

export const contacts: readonly Contact[] = createContacts(CONTACT_COUNT)
