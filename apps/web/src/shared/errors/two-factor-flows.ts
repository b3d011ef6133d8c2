/**
 * What a sign-in answered 212 (code needed) or 213 (setup required) opens: the two-factor modals,
 * which the app registers here (shared code cannot import features). `sent` is the request's body,
 * where a password sign-in (or a recovery's) names the email. Unregistered, the error passes to
 * the caller like any other.
 */
export type TwoFactorAnswer = { code: '212' | '213'; data: unknown; sent: unknown };
type Flow = (answer: TwoFactorAnswer) => void;

let flow: Flow | null = null;

export function setTwoFactorFlow(next: Flow | null) {
  flow = next;
}

export const twoFactorFlow = () => flow;
