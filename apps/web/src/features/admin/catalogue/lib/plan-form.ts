import type { AdminPlan, AdminUpdatePlan } from '@focal/contracts/admin-catalogue';
import { amountToMinor, minorToAmount } from '../../../../shared/format/format-money';

export const LIMIT_KEYS = ['activeJobs', 'companies', 'users', 'bookingForms', 'contactForms'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** The dialog's inputs: the price as an amount in the currency, each limit a number (null = unlimited). */
export type PlanFormValues = {
  name: string;
  price: number | null;
  limits: Record<LimitKey, number | null>;
  automations: boolean;
  active: boolean;
};

export function planValues(plan: AdminPlan): PlanFormValues {
  const limits = Object.fromEntries(LIMIT_KEYS.map((key) => [key, plan.limits[key]])) as Record<
    LimitKey,
    number | null
  >;
  return {
    name: plan.name,
    price: minorToAmount(plan.priceMinor, plan.currency),
    limits,
    automations: plan.limits.automations,
    active: plan.active,
  };
}

/**
 * Only what differs from the plan as loaded (a form never overwrites what it did not load), with
 * the price in minor units. Returns the fields it could not take as well (an empty price), for their
 * messages; the numeric inputs let nothing else through.
 */
export function planChanges(plan: AdminPlan, values: PlanFormValues) {
  const body: AdminUpdatePlan = {};
  const invalid: string[] = [];
  if (values.name.trim() !== plan.name) body.name = values.name;
  if (values.price === null) invalid.push('price');
  else if (amountToMinor(values.price, plan.currency) !== plan.priceMinor)
    body.priceMinor = amountToMinor(values.price, plan.currency);
  const limits: NonNullable<AdminUpdatePlan['limits']> = {};
  for (const key of LIMIT_KEYS) {
    const value = values.limits[key];
    if (value !== plan.limits[key]) limits[key] = value;
  }
  if (values.automations !== plan.limits.automations) limits.automations = values.automations;
  if (Object.keys(limits).length > 0) body.limits = limits;
  if (values.active !== plan.active) body.active = values.active;
  return { body, invalid };
}
