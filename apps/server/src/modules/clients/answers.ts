import type { StudioAddress } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * A client's submitted questionnaire gives their phone or address: written over the stored ones in
 * the submit's transaction (the phone on the first contact; no contact, no phone). Answers which
 * fields it wrote.
 */
export async function fillClientFields(
  tx: Db,
  companyId: string,
  clientId: string,
  fields: { phone?: string; address?: StudioAddress },
): Promise<string[]> {
  if (fields.phone === undefined && fields.address === undefined) return [];
  const current = await repo.lockClient(tx, companyId, clientId);
  if (!current) return [];
  const [first, ...others] = current.contacts;
  const phone = fields.phone !== undefined && first;
  await repo.saveClient(tx, companyId, clientId, {
    ...current,
    contacts: phone ? [{ ...first, phone: fields.phone! }, ...others] : current.contacts,
    address: fields.address ?? current.address,
  });
  return [...(phone ? ['client.phone'] : []), ...(fields.address ? ['client.address'] : [])];
}
