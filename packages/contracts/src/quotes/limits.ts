// No zod here: the client's quote page computes its totals with these bounds, and loads no schema.

export const QUOTE_LIMITS = {
  title: 120,
  lineName: 200,
  lineDescription: 2_000,
  notes: 10_000,
  /** The studio's short note to the client, above the document and in the mail that sends it. */
  message: 2_000,
  lines: 200,
  packages: 10,
  packageItems: 50,
  addOns: 30,
  /** An add-on's quantity is whole units: the client counts prints, hours, albums. */
  addOnQuantity: 1_000,
  /** Pay in full, or in instalments: the client picks one of at most two. */
  schedules: 2,
  scheduleName: 60,
} as const;

/** The client's reason for declining a quote, in characters. */
export const DECLINE_REASON_MAX = 2_000;
