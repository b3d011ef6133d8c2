/** The clients module's words. */
export const ClientText = {
  notFoundTitle: 'Client not found',
  notFound: 'This client does not exist in this company, or was deleted.',
  staleTitle: 'This client was changed',
  stale: 'Someone changed this client after you opened it. Reload it to see the changes, then save again.',
  inUseTitle: 'This client is in use',
  inUse: (n: number) =>
    `This client is named on ${n} ${n === 1 ? 'lead or job' : 'leads or jobs'}, so it cannot be deleted. Archive it instead: it leaves the list and keeps its history.`,
  mergedTitle: 'This client was merged',
  merged:
    'This client was merged into another one and cannot be brought back. Open the client it was merged into.',
  mergeSelf: 'Choose another client to merge into this one.',
  mergeArchivedTitle: 'Choose a current client',
  mergeArchived: 'A client that was merged already cannot be merged again.',
  moveSameCompany: 'The client is already in this company.',
  moveNotMemberTitle: 'Company not available',
  moveNotMember: 'Choose a company of this business account that you are a member of.',
  moveSharedJobsTitle: 'A job has other clients',
  moveSharedJobs: (names: string[]) =>
    `These leads or jobs also have clients who stay in this company: ${names.join(', ')}. Remove the other clients from them, or move those clients first.`,
  moveDocumentsTitle: 'A job has quotes, invoices or questionnaires',
  moveDocuments: (names: string[]) =>
    `These leads or jobs have quotes, invoices or questionnaires, which belong to the company that made them: ${names.join(', ')}. The client stays in this company.`,
} as const;
