// Zod-free: the signed-in frame polls the banners with this before any schema has loaded.

/** Spec 01 §9: the server's delay (fallback 5000 ms) plus 500 ms per attempt, at most 30000 ms. */
export const BANNER_POLL_FALLBACK_MS = 5000;
export const BANNER_POLL_STEP_MS = 500;
export const BANNER_POLL_MAX_MS = 30_000;
export const bannerPollDelay = (serverMillis: number | undefined, attempt: number) =>
  Math.min((serverMillis ?? BANNER_POLL_FALLBACK_MS) + BANNER_POLL_STEP_MS * attempt, BANNER_POLL_MAX_MS);
