import type { Contract } from '@focal/contracts/contracts/api';

export const JOB_ID = '3b8f2f0e-6a4c-4d8e-9b1a-0c2d3e4f5a60';
export const CONTRACT_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const ANNA = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const BEN = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
export const OWNER = '4f5a6b7c-8d9e-4f0a-8b1c-2d3e4f5a6b7c';
const AT = '2026-12-01T10:00:00.000Z';

const signer = (position: number, name: string, clientId: string) => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  position,
  party: 'client' as const,
  clientId,
  userId: null,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  status: 'pending' as const,
  signedAt: null,
  signatureKind: null,
  signatureData: null,
  declinedAt: null,
  declineReason: null,
});

/** A draft of the lead, its two clients signing in order, and the owner who may sign for the studio. */
export function draftContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: CONTRACT_ID,
    jobId: JOB_ID,
    title: 'Wedding agreement',
    status: 'draft',
    version: 1,
    signerCount: 2,
    signedCount: 0,
    sentAt: null,
    completedAt: null,
    createdAt: AT,
    updatedAt: AT,
    templateId: null,
    body: '<p>Between {{studio_name}} and {{client_names}}.</p>',
    replacesId: null,
    replacedById: null,
    renderedHtml: null,
    bodySha256: null,
    disclosure: null,
    voidedAt: null,
    voidReason: null,
    sealedAt: null,
    signers: [signer(0, 'Anna Smith', ANNA), signer(1, 'Ben Jones', BEN)],
    events: [
      {
        id: 'e1',
        kind: 'created',
        actorKind: 'studio',
        actorName: 'Olivia Owner',
        ipAddress: null,
        userAgent: null,
        at: AT,
        data: {},
      },
    ],
    signerOptions: {
      clients: [
        { id: ANNA, name: 'Anna Smith', email: 'anna@example.com' },
        { id: BEN, name: 'Ben Jones', email: 'ben@example.com' },
      ],
      members: [{ userId: OWNER, name: 'Olivia Owner', email: 'olivia@example.com' }],
    },
    actions: { edit: true, send: true, remind: false, void: false, revise: false, delete: true, sign: false },
    ...overrides,
  };
}

/** The same contract once sent: its text frozen with its hash, and the trail. */
export function sentContract(overrides: Partial<Contract> = {}): Contract {
  const draft = draftContract();
  return draftContract({
    status: 'sent',
    sentAt: '2026-12-02T10:00:00.000Z',
    updatedAt: '2026-12-02T10:00:00.000Z',
    renderedHtml: '<p>Between Lumen Studio and Anna Smith and Ben Jones.</p>',
    bodySha256: 'ab'.repeat(32),
    disclosure: 'Consent text',
    events: [
      ...draft.events,
      {
        id: 'e2',
        kind: 'sent',
        actorKind: 'studio',
        actorName: 'Olivia Owner',
        ipAddress: '203.0.113.9',
        userAgent: 'Firefox',
        at: '2026-12-02T10:00:00.000Z',
        data: {},
      },
    ],
    actions: { edit: false, send: false, remind: true, void: true, revise: true, delete: false, sign: false },
    ...overrides,
  });
}
