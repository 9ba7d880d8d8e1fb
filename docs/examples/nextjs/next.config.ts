import type { NextConfig } from "next"

// What create-next-app writes today: Cache Components and partial prefetching on, so the
// demos are shown working under the defaults a new app has.
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
}

export default nextConfig
