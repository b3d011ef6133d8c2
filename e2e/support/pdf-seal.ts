/**
 * The API tests' independent check of a sealed PDF's signature (apps/server/src/test/pdf-seal.ts:
 * the byte range, messageDigest, signing-certificate-v2 and the signature read by hand with
 * node-forge and node:crypto), for the journeys that receive a sealed contract by mail.
 */
export { checkSeal } from '../../apps/server/src/test/pdf-seal.ts';
