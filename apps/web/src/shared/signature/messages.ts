/** Signing a contract: the words of the signature input (the portal's and the studio's). */
export const signatureMessages = {
  how: 'How to sign',
  type: 'Type',
  draw: 'Draw',
  typedName: 'Your full name',
  typedPreview: 'Your signature',
  typedSignature: 'Typed signature',
  pad: 'Signature pad: draw your signature with a finger, a pen or the mouse',
  clear: 'Clear',
  padHint: 'Draw your signature in the box.',
  consent: 'I have read the disclosure above and agree to sign electronically.',
} as const;
