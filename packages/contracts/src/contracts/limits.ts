// No zod here: the client's signing page (portal) reads these bounds, and its code loads no schema.

/** The bounds of contracts' inputs (every input is bounded). */
export const CONTRACT_LIMITS = {
  name: 120,
  title: 200,
  /** The HTML of a body (the editor's), in characters. */
  body: 200_000,
  templates: 100,
  /** Signers of one contract: the clients and the studio. */
  signers: 10,
  reason: 1_000,
} as const;
