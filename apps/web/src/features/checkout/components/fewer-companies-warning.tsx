import type { Plan } from '@focal/contracts/subscription';
import { Alert } from '@mantine/core';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/**
 * Before paying for a plan that allows fewer companies (brands) than the account has: what happens
 * to the others. Spec 01 §8's companies limit only stops adding one, so they stay usable
 * (docs/decisions/sign-up-plans-and-links.md).
 */
export function FewerCompaniesWarning({ plan, companyCount }: { plan: Plan; companyCount: number }) {
  const max = plan.limits.companies;
  if (max === null || companyCount <= max) return null;
  return (
    <Alert color="yellow" title={texts.fewerCompaniesTitle(plan.name)}>
      {texts.fewerCompanies(companyCount, plan.name, max)}
    </Alert>
  );
}
