/** The accordion demo's sections (Home, About, Contact with placeholder text). */
export const accordionItems = [
  {
    value: "home",
    title: "Home",
    content:
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Home is where every tour of the showcase begins.",
  },
  {
    value: "about",
    title: "About",
    content:
      "Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. About holds placeholder text too.",
  },
  {
    value: "contact",
    title: "Contact",
    content:
      "Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris. Contact is the last section.",
  },
] as const
