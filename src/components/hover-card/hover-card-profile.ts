/** The account the hover-card demo previews. Initials stand in for an avatar image. */
export const hoverCardProfile = {
  handle: "@zag_js",
  name: "Zag JS",
  initials: "ZJ",
  bio: "UI components powered by finite state machines, for any framework.",
  url: "https://x.com/zag_js",
  following: 86,
  followers: 4_500,
} as const
