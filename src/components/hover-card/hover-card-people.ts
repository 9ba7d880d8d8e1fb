/** The people of the hover card's multiple-trigger variant: one card previews whoever is hovered. */
export interface Person {
  id: string
  name: string
  handle: string
  initials: string
  bio: string
  followers: number
  following: number
}

export const people: readonly Person[] = [
  {
    id: "1",
    name: "Alice Johnson",
    handle: "@alice",
    initials: "AJ",
    bio: "Full-stack developer who likes React and TypeScript.",
    followers: 1234,
    following: 567,
  },
  {
    id: "2",
    name: "Bob Smith",
    handle: "@bob",
    initials: "BS",
    bio: "UX designer, coffee drinker, dog walker.",
    followers: 890,
    following: 234,
  },
  {
    id: "3",
    name: "Charlie Brown",
    handle: "@charlie",
    initials: "CB",
    bio: "DevOps engineer who contributes to open source.",
    followers: 2345,
    following: 123,
  },
  {
    id: "4",
    name: "Diana Prince",
    handle: "@diana",
    initials: "DP",
    bio: "Product manager who writes about accessible design.",
    followers: 3456,
    following: 789,
  },
]
