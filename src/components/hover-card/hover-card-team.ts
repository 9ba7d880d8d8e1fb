/** The team members the multiple-trigger variant previews. Initials stand in for avatar images. */
export interface TeamMember {
  id: string
  name: string
  handle: string
  initials: string
  bio: string
  followers: number
  following: number
}

export const team: readonly TeamMember[] = [
  {
    id: "1",
    name: "Alice Johnson",
    handle: "@alice",
    initials: "AJ",
    bio: "Full-stack developer passionate about React and TypeScript.",
    followers: 1234,
    following: 567,
  },
  {
    id: "2",
    name: "Bob Smith",
    handle: "@bob",
    initials: "BS",
    bio: "UX designer, coffee enthusiast and dog lover.",
    followers: 890,
    following: 234,
  },
  {
    id: "3",
    name: "Charlie Brown",
    handle: "@charlie",
    initials: "CB",
    bio: "DevOps engineer, cloud enthusiast and open source contributor.",
    followers: 2345,
    following: 123,
  },
  {
    id: "4",
    name: "Diana Prince",
    handle: "@diana",
    initials: "DP",
    bio: "Product manager, tech blogger and speaker.",
    followers: 5678,
    following: 890,
  },
]
