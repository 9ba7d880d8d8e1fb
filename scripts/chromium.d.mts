/** Flags for a headless Chromium on a closed network, possibly as root. */
export declare const CHROMIUM_ARGS: string[]
/** CHROME_PATH, else the first Chromium or Chrome found in the usual places. */
export declare function findChromium(): string | undefined
/** Whether a file exists and may be executed. */
export declare function isExecutable(path: string): boolean
