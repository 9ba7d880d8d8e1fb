/** The tabs variant's two lists: a repository's branches and its tags. */
export const refs = {
  branches: ["main", "develop", "feature/search", "fix/focus-ring", "release/2.0"].map((name) => ({
    value: `branch:${name}`,
    label: name,
  })),
  tags: ["v2.0.0", "v1.9.1", "v1.9.0", "v1.8.0", "v1.7.2"].map((name) => ({
    value: `tag:${name}`,
    label: name,
  })),
}

export type RefKind = keyof typeof refs
