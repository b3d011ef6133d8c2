/** Every cached clients query starts with this key: a save invalidates them all (list, picker, profile). */
export const CLIENTS_KEY = ['clients'] as const;
