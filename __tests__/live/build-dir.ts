import path from "path"

/**
 * The build `check:live` serves and reads: public/, as `npm run build` leaves it, or LIVE_BUILD_DIR, where
 * `npm test` sets it aside (scripts/set-aside-live-build.mjs) to build the fixture site in public/ meanwhile.
 */
export const LIVE_BUILD_DIR = path.resolve(__dirname, "../..", process.env.LIVE_BUILD_DIR ?? "public")
