/** The paths of endpoints/documents.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const documentsPaths = {
  // what a studio's client opens from a mail: one document by its link's token
  getPublicDocument: ['GET', '/api/public/documents/:token'],
  getPublicDocumentPdf: ['GET', '/api/public/documents/:token/pdf'],
  getPublicCreditNotePdf: ['GET', '/api/public/documents/:token/credit-notes/:noteId/pdf'],
} as const;
