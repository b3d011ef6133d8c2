import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { paymentSettingsResponseSchema, paymentSettingsSchema } from '../payment-settings.ts';

const settings = { tags: ['payment-settings'], access: 'company' } as const;

/** Settings → Payments: what a client paying by card in the portal is offered and charged. */
export const paymentSettingsEndpoints = {
  getPaymentSettings: endpoint(R.getPaymentSettings, {
    ...settings,
    description:
      "The company's card payment options: the card surcharge in basis points and whether clients may add a tip (the defaults until saved).",
    response: paymentSettingsResponseSchema,
  }),
  updatePaymentSettings: endpoint(R.updatePaymentSettings, {
    ...settings,
    description:
      'Saves the card payment options (a surcharge of 0 to 1000 basis points, the tip switch) over the version they were loaded at.',
    body: paymentSettingsSchema,
    response: paymentSettingsResponseSchema,
  }),
};
