/** Texts the companies endpoints answer with. */
export const CompanyText = {
  notFound: 'That company',
  limitTitle: 'Plan limit reached',
  lastCompanyTitle: 'This is your only company',
  lastCompany: 'An account always keeps at least one company. Add another company before deleting this one.',
  confirmNameTitle: 'The name does not match',
  confirmName: 'Type the company name exactly as it is shown to confirm.',
  notAnImageTitle: 'Unsupported image',
  notAnImage: 'This file is not an image we can read. Upload a PNG, JPEG, WebP or GIF image.',
  staleTitle: 'This company changed while you were editing',
  stale:
    'Someone else, another tab or an import changed this company after you opened it. Reload to see its current details, then make your change again.',
  logoBodyTitle: 'Unsupported content type',
  logoBody: 'Send the image itself as the request body (PNG, JPEG, WebP or GIF).',
} as const;
