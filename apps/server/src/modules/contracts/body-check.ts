import { unknownContractFields } from '@focal/contracts/contracts/merge-fields';
import { findUnsafeEmailHtml } from '../../lib/email-html.ts';
import { fieldError } from '../../http/validation.ts';
import { ContractText as T } from './messages.ts';

/**
 * A contract's text as it may be stored: the HTML the editor writes (the email sanitizer's rules:
 * paragraphs, emphasis, lists, headings, links), and merge fields the resolver knows. Anything else
 * is refused on `body`, naming the first problem, never silently cleaned.
 */
export async function checkContractBody(body: string) {
  const [unknown] = unknownContractFields(body);
  if (unknown !== undefined) throw fieldError('body', T.unknownField(unknown));
  const [unsafe] = await findUnsafeEmailHtml(body);
  if (unsafe) throw fieldError('body', T.unsafeHtml(unsafe.what));
}
