/**
 * The transactional outbox: a mail is queued in the transaction of the change that causes it and
 * delivered by a job. Callers use this file; mail/repo.ts is the outbox table's only repository.
 */
export {
  findMail,
  latestMailAbout,
  latestMailIdsAbout,
  listOutbox,
  type MailKind,
  queueMail,
} from './repo.ts';
