import type { PortalHome, PortalSession } from '@focal/contracts/portal/api';

/** The portal of Lumen Studio's client Anna, as its API answers (component tests). */
export const COMPANY = '4f0c2b1a-7d3e-4a5b-9c6d-1e2f3a4b5c6d';
export const CLIENT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const QUOTE = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
export const INVOICE = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
export const LINK_TOKEN = 'link_abcdefghijklmnopqrstuvwxyz012345';
/** The portal's API under this company. */
export const API = `/api/portal/${COMPANY}`;
export const PORTAL = `/portal/${COMPANY}`;

export const BRAND = { name: 'Lumen Studio', logoUrl: null, brandColour: '#1d3557' };

export const SESSION: PortalSession = {
  company: BRAND,
  client: { displayName: 'Anna Smith', firstName: 'Anna' },
  preview: false,
  cardPayments: 'card-form',
};

export const HOME: PortalHome = {
  jobs: [{ id: 'job-1', name: 'Anna & Tom wedding', jobType: 'Wedding', mainDate: '2026-09-12' }],
  quotes: [
    {
      id: QUOTE,
      jobId: 'job-1',
      number: 12,
      title: 'Wedding photography',
      status: 'viewed',
      currency: 'EUR',
      totalMinor: 120_000,
      expiresOn: '2026-08-01',
    },
  ],
  invoices: [
    {
      id: INVOICE,
      jobId: 'job-1',
      number: 'INV-2026-0007',
      title: 'Wedding photography',
      status: 'partially-paid',
      currency: 'EUR',
      totalMinor: 250_000,
      balanceMinor: 150_000,
      issuedOn: '2026-06-01',
      dueOn: '2026-07-01',
    },
  ],
};
