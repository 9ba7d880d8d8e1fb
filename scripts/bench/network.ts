import type { CDPSession } from "playwright-core"

/**
 * The network a benchmark page loads over (issue 20 item 6). "local" is the loopback as it
 * is; "throttled" is Chromium's network emulation of 40 ms round trips and 10 Mbit/s both
 * ways, since round trips are where a graph of many small modules loses to one bundle.
 */
export type Network = "local" | "throttled"

export const NETWORKS: readonly Network[] = ["local", "throttled"]

export const NETWORK_LABELS: Record<Network, string> = {
  local: "local",
  throttled: "40 ms RTT, 10 Mbit/s",
}

const THROTTLED = {
  offline: false,
  latency: 40,
  // 10 Mbit/s in bytes per second.
  downloadThroughput: 1_250_000,
  uploadThroughput: 1_250_000,
}

/** Applies `network` to the page (and its same-process iframes) behind `cdp`. */
export async function emulateNetwork(cdp: CDPSession, network: Network): Promise<void> {
  if (network === "local") return
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", THROTTLED)
}
