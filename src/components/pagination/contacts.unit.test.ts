import { describe, expect, it } from "vitest"
import { CONTACT_COUNT, contacts, createContacts, makeContact } from "./contacts"

describe("sample contacts", () => {
  it("has 1000 records with ids 1 to 1000, each once", () => {
    expect(CONTACT_COUNT).toBe(1000)
    expect(contacts).toHaveLength(1000)
    const ids = contacts.map((contact) => contact.id)
    expect(new Set(ids).size).toBe(1000)
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1))
  })

  it("fills every field, with unique e-mail addresses", () => {
    for (const contact of contacts) {
      expect(contact.first_name).not.toBe("")
      expect(contact.last_name).not.toBe("")
      expect(contact.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.com$/)
      expect(contact.phone).toMatch(/^\+1 555 \d{3} \d{4}$/)
    }
    expect(new Set(contacts.map((contact) => contact.email)).size).toBe(1000)
  })

  it("is stable: the same records every time, no randomness", () => {
    expect(createContacts(1000)).toEqual(contacts)
    expect(makeContact(1)).toEqual({
      id: 1,
      first_name: "Ada",
      last_name: "Abbott",
      email: "ada.abbott1@example.com",
      phone: "+1 555 237 7919",
    })
    expect(makeContact(1000)).toEqual(contacts[999])
  })

  it("varies the names across records", () => {
    const names = new Set(contacts.map((c) => `${c.first_name} ${c.last_name}`))
    expect(names.size).toBeGreaterThan(900)
  })
})
