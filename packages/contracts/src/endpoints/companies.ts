import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { bannersResponseSchema } from '../background-tasks.ts';
import {
  brandsResponseSchema,
  companyListResponseSchema,
  companyProfileResponseSchema,
  createCompanyRequestSchema,
  createCompanyResponseSchema,
  deleteCompanyRequestSchema,
  deleteCompanyResponseSchema,
  importOptionsResponseSchema,
  LOGO_CONTENT_TYPES,
  logoResponseSchema,
  switchCompanyRequestSchema,
  switchCompanyResponseSchema,
  updateCompanyRequestSchema,
} from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';

const companies = { tags: ['companies'], access: 'company' } as const;
/** Any string: an id that is not a company of the user's is a 404 like any other (never a 400 that tells apart). */
const params = z.object({ id: z.string().max(100) });

export const companyEndpoints = {
  listBrands: endpoint(R.listBrands, {
    ...companies,
    description: "The user dropdown's companies and actions (the ACCOUNT_BRANDS link).",
    response: brandsResponseSchema,
  }),
  switchCompany: endpoint(R.switchCompany, {
    ...companies,
    access: 'user',
    description: 'Moves the session into another company of the user; returns new tokens.',
    body: switchCompanyRequestSchema,
    response: switchCompanyResponseSchema,
  }),
  listCompanies: endpoint(R.listCompanies, {
    ...companies,
    description: 'The companies of the business account, with what the user may do to each.',
    response: companyListResponseSchema,
  }),
  createCompany: endpoint(R.createCompany, {
    ...companies,
    description: 'Creates a company in the business account, optionally importing data into it.',
    body: createCompanyRequestSchema,
    response: createCompanyResponseSchema,
  }),
  getImportOptions: endpoint(R.getImportOptions, {
    ...companies,
    description: "The Import Data modal's source companies and groups of data.",
    response: importOptionsResponseSchema,
  }),
  getCompany: endpoint(R.getCompany, {
    ...companies,
    description: "A company's profile.",
    params,
    response: companyProfileResponseSchema,
  }),
  updateCompany: endpoint(R.updateCompany, {
    ...companies,
    description: "Saves a company's profile.",
    params,
    body: updateCompanyRequestSchema,
    response: companyProfileResponseSchema,
  }),
  deleteCompany: endpoint(R.deleteCompany, {
    ...companies,
    description: 'Deletes a company, confirmed by its name.',
    params,
    body: deleteCompanyRequestSchema,
    response: deleteCompanyResponseSchema,
  }),
  uploadLogo: endpoint(R.uploadLogo, {
    ...companies,
    description: "Replaces a company's logo with the image sent as the body.",
    params,
    consumes: LOGO_CONTENT_TYPES,
    body: z.any().describe('The image file (PNG, JPEG, WebP or GIF); stored as a 512 px WebP'),
    response: logoResponseSchema,
  }),
  removeLogo: endpoint(R.removeLogo, {
    ...companies,
    description: "Removes a company's logo.",
    params,
    response: logoResponseSchema,
  }),
  listBanners: endpoint(R.listBanners, {
    tags: ['background-tasks'],
    access: 'company',
    description: 'The banners of long work (company imports) the frame polls.',
    response: bannersResponseSchema,
  }),
  dismissBanner: endpoint(R.dismissBanner, {
    tags: ['background-tasks'],
    access: 'company',
    description: 'Dismisses the banner of a finished task.',
    params: z.object({ id: z.string() }),
    response: emptyDataSchema,
  }),
};
