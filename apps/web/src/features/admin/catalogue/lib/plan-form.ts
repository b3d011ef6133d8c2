import type { AdminPlan, AdminUpdatePlan } from '@focal/contracts/admin-catalogue';
import { decimalToMinor, minorToDecimal } from '../../../../shared/format/format-money';

export const LIMIT_KEYS = ['activeJobs', 'companies', 'users', 'bookingForms', 'contactForms'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** The dialog's inputs: the price as the decimal amount typed, each limit as text ('' = unlimited). */
export type PlanFormValues = {
  name: string;
  price: string;
  limits: Record<LimitKey, string>;
  automations: boolean;
  active: boolean;
};

export function planValues(plan: AdminPlan): PlanFormValues {
  const limits = Object.fromEntries(
    LIMIT_KEYS.map((key) => [key, plan.limits[key] === null ? '' : String(plan.limits[key])]),
  ) as Record<LimitKey, string>;
  return {
    name: plan.name,
    price: minorToDecimal(plan.priceMinor, plan.currency),
    limits,
    automations: plan.limits.automations,
    active: plan.active,
  };
}

/** A limit's text as the API takes it: blank is unlimited (null), else a whole number (NaN if not). */
export const limitValue = (text: string) =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : NaN;

/**
 * Only what differs from the plan as loaded (a form never overwrites what it did not load), with
 * the price in minor units. Returns the fields it could not read as well, for their messages.
 */
export function planChanges(plan: AdminPlan, values: PlanFormValues) {
  const body: AdminUpdatePlan = {};
  const invalid: string[] = [];
  if (values.name.trim() !== plan.name) body.name = values.name;
  const price = decimalToMinor(values.price, plan.currency);
  if (price === null) invalid.push('price');
  else if (price !== plan.priceMinor) body.priceMinor = price;
  const limits: NonNullable<AdminUpdatePlan['limits']> = {};
  for (const key of LIMIT_KEYS) {
    const value = limitValue(values.limits[key]);
    if (Number.isNaN(value)) invalid.push(`limits.${key}`);
    else if (value !== plan.limits[key]) limits[key] = value;
  }
  if (values.automations !== plan.limits.automations) limits.automations = values.automations;
  if (Object.keys(limits).length > 0) body.limits = limits;
  if (values.active !== plan.active) body.active = values.active;
  return { body, invalid };
}
