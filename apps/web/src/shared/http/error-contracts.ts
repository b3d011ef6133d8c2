/**
 * The error contracts (ErrorCode, errorBodySchema) come with zod, which /login does not need to
 * render. They load with the first failed request; every later one finds them in the module cache.
 */
export const loadErrorContracts = () => import('@focal/contracts/errors');
