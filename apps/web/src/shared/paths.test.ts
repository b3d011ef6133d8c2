import { describe, expect, it } from 'vitest';
import { afterCompanyCreatedPath, jobPath } from './paths';

describe('paths', () => {
  it('lands on the new company settings in a browser and on the dashboard in the apps', () => {
    expect(afterCompanyCreatedPath('c 1', false)).toBe('/settings/company/c%201/edit');
    expect(afterCompanyCreatedPath('c1', true)).toBe('/');
  });

  it('gives jobs and leads the same shape', () => {
    expect(jobPath('job', '7')).toBe('/jobs/view/7');
    expect(jobPath('lead', '7')).toBe('/leads/view/7');
  });
});
