/**
 * The installation's sealing key as it crosses to the sealing thread: a .p12 given by configuration
 * (its bytes and password), or the generated key (PKCS#8) and its self-signed certificate (DER).
 * Never logged, never stored anywhere but where identity.ts keeps it.
 */
export type SealKey =
  | { kind: 'p12'; p12: Uint8Array; password: string }
  | { kind: 'pkcs8'; key: Uint8Array; certificate: Uint8Array };
