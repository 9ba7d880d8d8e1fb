/** The module at `id` (a path from the repository's root), loaded with Vite's runner. */
export declare function loadTs<T = Record<string, unknown>>(id: string): Promise<T>
