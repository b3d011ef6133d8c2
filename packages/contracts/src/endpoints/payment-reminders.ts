import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import {
  paymentReminderSettingsResponseSchema,
  paymentReminderSettingsSchema,
} from '../payment-reminders.ts';

const reminders = { tags: ['payment-reminders'], access: 'company' } as const;

/** Settings → Payment reminders: the days the company's clients are reminded of what they owe. */
export const paymentReminderEndpoints = {
  getPaymentReminderSettings: endpoint(R.getPaymentReminderSettings, {
    ...reminders,
    description:
      "The company's payment reminders: on or off, and the days before an instalment is due and after it is overdue (the defaults until saved).",
    response: paymentReminderSettingsResponseSchema,
  }),
  updatePaymentReminderSettings: endpoint(R.updatePaymentReminderSettings, {
    ...reminders,
    description:
      'Saves the switch and the days (each list at most 5 different days: 0 to 60 before, 1 to 90 after); answers them in ascending order.',
    body: paymentReminderSettingsSchema,
    response: paymentReminderSettingsResponseSchema,
  }),
};
