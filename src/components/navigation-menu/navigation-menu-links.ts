/** The navigation menu's sections: each opens a panel of links; Pricing is a plain link. */
export interface NavigationSection {
  value: string
  label: string
  links: readonly string[]
}

export const navigationSections: readonly NavigationSection[] = [
  {
    value: "products",
    label: "Products",
    links: [
      "Analytics Platform",
      "Customer Engagement",
      "Marketing Automation",
      "Data Integration",
      "Enterprise Solutions",
      "API Documentation",
    ],
  },
  {
    value: "company",
    label: "Company",
    links: ["About Us", "Leadership Team", "Careers", "Press Releases"],
  },
  {
    value: "developers",
    label: "Developers",
    links: ["Investors", "Partners", "Corporate Responsibility"],
  },
]

/** The top-level link beside the sections. */
export const navigationTopLink = { value: "pricing", label: "Pricing" } as const
