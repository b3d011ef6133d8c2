import { ApiRoutes as R } from '../api-routes.ts';
import {
  accountSetupResponseSchema,
  completeSignUpRequestSchema,
  completeSignUpResponseSchema,
  saveCountryRequestSchema,
  saveCountryResponseSchema,
} from '../account-setup.ts';
import {
  adminMeResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  setPlanRequestSchema,
  setPlanResponseSchema,
  devMailQuerySchema,
  devMailResponseSchema,
} from '../admin.ts';
import { bootstrapResponseSchema } from '../bootstrap.ts';
import { endpoint } from '../endpoint.ts';

const setup = { tags: ['user'], access: 'user' } as const;
const admin = { tags: ['admin'], access: 'admin' } as const;

/** What the app loads first, finishing an account, the administrators' endpoints and the mail viewer. */
export const accountEndpoints = {
  bootstrap: endpoint(R.bootstrap, {
    tags: ['basic'],
    access: 'user',
    description: 'The signed-in user, the company they work in, its plan and the links the app shows.',
    response: bootstrapResponseSchema,
  }),
  getAccountSetup: endpoint(R.getAccountSetup, {
    ...setup,
    description: 'The fields the complete-sign-up form asks for, and what it starts from.',
    response: accountSetupResponseSchema,
  }),
  completeSignUp: endpoint(R.completeSignUp, {
    ...setup,
    description: 'Completes an account that was set up only in part.',
    body: completeSignUpRequestSchema,
    response: completeSignUpResponseSchema,
  }),
  saveCountry: endpoint(R.saveCountry, {
    ...setup,
    description: 'Saves the country of an account that has none (the Quick Account Update modal).',
    body: saveCountryRequestSchema,
    response: saveCountryResponseSchema,
  }),
  getAdminMe: endpoint(R.getAdminMe, {
    ...admin,
    description: 'The signed-in administrator.',
    response: adminMeResponseSchema,
  }),
  setAccountPlan: endpoint(R.setAccountPlan, {
    ...admin,
    description: "Sets the plan (and its status and end) of the account an owner's email names.",
    body: setPlanRequestSchema,
    response: setPlanResponseSchema,
  }),
  listOutbox: endpoint(R.listOutbox, {
    ...admin,
    description: 'The mail outbox, newest first, optionally for one address.',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  }),
  getDevMail: endpoint(R.getDevMail, {
    tags: ['development'],
    access: 'public',
    description: 'The one mail a signed mail link was made for (development mail viewer only).',
    query: devMailQuerySchema,
    response: devMailResponseSchema,
  }),
};
