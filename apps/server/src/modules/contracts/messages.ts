/** The contracts' refusals and mail, in the studio's and the client's words. */
export const ContractText = {
  templateNotFoundTitle: 'Contract template not found',
  templateNotFound: 'This contract template does not exist in this company, or was deleted.',
  notFoundTitle: 'Contract not found',
  notFound: 'This contract does not exist in this company, or was deleted.',
  staleTitle: 'This was changed',
  stale: 'Someone changed this after you opened it. Reload it to see the changes, then try again.',
  takenTitle: 'Name already used',
  taken: (name: string) => `A contract template named "${name}" already exists. Choose another name.`,
  full: (max: number) => `A company keeps at most ${max} contract templates: delete one you no longer use.`,
  copyOf: (name: string, n: number) => (n === 1 ? `${name} (copy)` : `${name} (copy ${n})`),
  unknownField: (key: string) => `Unknown merge field {{${key}}}: choose one from the menu.`,
  unsafeHtml: (what: string) => `This text cannot hold ${what}.`,
  untitled: 'Contract',
  frozenTitle: 'This contract was sent',
  frozen: 'A sent contract never changes. Use "Edit" to void it and make a new draft to send again.',
  notDraftTitle: 'Only a draft can be deleted',
  notDraft: 'A sent contract is kept: void it instead.',
  cannotVoidTitle: 'This contract cannot be voided',
  cannotVoid: 'Only a sent or declined contract can be voided; a draft is deleted, a signed one is kept.',
  cannotReviseTitle: 'This contract cannot be edited',
  cannotRevise: 'Only a sent or declined contract is replaced by a new draft.',
  replaced: (version: number) => `Edited: replaced by version ${version}.`,
  noClientTitle: 'Who signs?',
  noClient: 'Add at least one of the clients as a signer before sending.',
  notAClient: 'This client is not one of the record\u2019s clients.',
  notAnOwner: 'Only an owner of the company may sign for it.',
  studioLast: 'The studio signs last, once: put it at the end.',
  twice: 'Each signer appears once.',
  noAddress: (name: string) => `${name} has no email address: add one on the client's page to send.`,
  emptyTitle: 'The contract is empty',
  empty: 'Write the contract before sending it.',
  notSentTitle: 'Nothing to remind',
  notSent: 'Only a contract waiting for signatures can be reminded.',
  studioTurnTitle: "It is the studio's turn",
  studioTurn: 'The clients have signed: the studio signs next, on this page.',
  notSignableTitle: 'This contract cannot be signed',
  notSignable: 'It is not waiting for signatures: it was signed, declined or voided.',
  notYourTurnTitle: 'Not your turn to sign',
  notYourTurn: 'This contract waits for another signature first, or you have already signed it.',
  badDrawing: 'This drawing cannot be kept: draw your signature again.',
  notSealedTitle: 'No signed PDF yet',
  notSealed: 'The signed PDF is made once everyone has signed; it is not ready yet.',
} as const;

/** The mail that asks a client to sign (the company's sender and signature are added on queueing). */
export const ContractMail = {
  subject: (title: string, studio: string) => `Please sign: ${title} from ${studio}`,
  reminderSubject: (title: string, studio: string) => `Reminder: please sign ${title} from ${studio}`,
  opening: '<p>Hello {{client_first_name}},</p>',
  body: (title: string) => `<p>${title} for {{job_name}} is ready for your signature.</p>`,
  reminder: (title: string) => `<p>A reminder: ${title} for {{job_name}} is waiting for your signature.</p>`,
  closing: `<p>Read and sign it here: {{contract_link}}</p>
<p>{{studio_name}}</p>`,
} as const;

/** The mail of the sealed PDF to every party. */
export const SealMail = {
  subject: (title: string) => `Signed: ${title}`,
  body: (name: string, title: string, studio: string) =>
    `<p>Hello ${name},</p>
<p>${title} is signed by everyone. The signed copy is attached as a PDF, sealed so that any PDF reader shows it has not changed since. Please keep it.</p>
<p>${studio}</p>`,
  fileName: (title: string) =>
    `${
      title
        .replace(/[^\p{L}\p{N} ._-]+/gu, '')
        .trim()
        .slice(0, 80) || 'Contract'
    }.pdf`,
} as const;
