/** The supplied links of a layout section (name → { url, method }), as the page passes them on. */
export type ResourceLinks = Readonly<Record<string, { url: string; method: string } | undefined>>;
