import type { Contract, SignerChoice } from '@focal/contracts/contracts/api';

/** A signer as the editor lists it: the choice the server takes, with the name and address shown. */
export type SignerLine = { choice: SignerChoice; name: string; email: string | null };

export const keyOf = ({ choice }: SignerLine) =>
  choice.party === 'client' ? choice.clientId : choice.userId;

export function linesOf(contract: Contract): SignerLine[] {
  return contract.signers.flatMap((s): SignerLine[] => {
    if (s.party === 'client' && s.clientId)
      return [{ choice: { party: 'client', clientId: s.clientId }, name: s.name, email: s.email }];
    if (s.party === 'studio' && s.userId)
      return [{ choice: { party: 'studio', userId: s.userId }, name: s.name, email: s.email }];
    return [];
  });
}

/** Who may still be added: the record's clients not yet chosen, and the owners while no one signs for the studio. */
export function addable(
  contract: Contract,
  lines: SignerLine[],
): { clients: SignerLine[]; members: SignerLine[] } {
  const taken = new Set(lines.map(keyOf));
  const { clients, members } = contract.signerOptions;
  return {
    clients: clients
      .filter((c) => !taken.has(c.id))
      .map((c) => ({ choice: { party: 'client', clientId: c.id }, name: c.name, email: c.email })),
    members: lines.some((l) => l.choice.party === 'studio')
      ? []
      : members.map((m) => ({ choice: { party: 'studio', userId: m.userId }, name: m.name, email: m.email })),
  };
}

/** A client goes before the studio's signer (who signs last); the studio's goes at the end. */
export function withSigner(lines: SignerLine[], line: SignerLine): SignerLine[] {
  if (line.choice.party === 'studio') return [...lines.filter((l) => l.choice.party === 'client'), line];
  const studio = lines.filter((l) => l.choice.party === 'studio');
  return [...lines.filter((l) => l.choice.party === 'client'), line, ...studio];
}

/** Moves a client one place up or down among the clients (the studio stays last). */
export function moved(lines: SignerLine[], index: number, by: -1 | 1): SignerLine[] {
  const to = index + by;
  if (to < 0 || to >= lines.length || lines[to]!.choice.party === 'studio') return lines;
  const next = [...lines];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
