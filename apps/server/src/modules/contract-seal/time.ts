/** `2026-12-07 06:30:12 UTC`: a time as the certificate prints it, whatever the server's zone. */
export const utcTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
