/** Placeholder (part W2 replaces it): starts the SPF check after a custom SMTP save. */
export function markSpfCheckPending(_companyId: string, _username: string): void {}
