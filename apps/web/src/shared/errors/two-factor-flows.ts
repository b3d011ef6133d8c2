/**
 * What a sign-in answered 212 (code needed) or 213 (setup required) opens: the two-factor modals,
 * which the app registers here (shared code cannot import features). `email` is the sign-in's, read
 * from the request's body when it carried one (the password sign-in, a recovery's sign-in).
 * Unregistered, the error passes to the caller like any other.
 */
export type TwoFactorAnswer = { code: '212' | '213'; data: unknown; email: string | undefined };
type Flow = (answer: TwoFactorAnswer) => void;

let flow: Flow | null = null;

export function setTwoFactorFlow(next: Flow | null) {
  flow = next;
}

export const twoFactorFlow = () => flow;
