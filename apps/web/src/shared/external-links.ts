/**
 * Spec 01 §2.3: help, terms and privacy are articles on Focal's public site, outside this app.
 * One place for their addresses until the server supplies them.
 */
export const externalLinks = {
  help: 'https://help.focal.app/',
  terms: 'https://focal.app/terms',
  privacy: 'https://focal.app/privacy',
} as const;
