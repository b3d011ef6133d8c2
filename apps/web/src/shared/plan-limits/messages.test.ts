import { describe, expect, it } from 'vitest';
import { limitText } from './messages';

describe('plan-limit messages (spec 01 §8)', () => {
  it('are the spec’s texts word for word in a browser, {action} read as Upgrade', () => {
    expect(limitText('ACTIVE_JOBS', 5, 'full')).toBe(
      "You've reached the maximum number of Active Jobs (5) in your plan. Upgrade to add more.",
    );
    expect(limitText('JOB_ACCESS', null, 'full')).toBe('Upgrade to view or edit this Job.');
    expect(limitText('EVENT_ACCESS', null, 'full')).toBe(
      'Upgrade to view or edit this event due to active jobs limit.',
    );
    expect(limitText('COMPANIES', 1, 'full')).toBe(
      "You've reached the maximum number of Brands / Companies in your plan.",
    );
    expect(limitText('USERS', 1, 'full')).toBe("You've reached the maximum number of Users in your plan.");
    expect(limitText('BOOKING_FORMS', 1, 'full')).toBe(
      "You've reached the maximum number of Online Booking Forms in your plan.",
    );
    expect(limitText('CONTACT_FORMS', 1, 'full')).toBe(
      "You've reached the maximum number of Contact Forms in your plan.",
    );
    expect(limitText('JOB_NOT_VIEWABLE', null, 'full')).toBe('Job cannot be viewed due to plan limit');
    expect(limitText('URL_NOT_AVAILABLE', null, 'full')).toBe('URL not available due to plan limit');
  });

  it('have short forms for a phone-sized view', () => {
    expect(limitText('ACTIVE_JOBS', 5, 'short')).toBe('Active Jobs limit (5) reached. Upgrade to add more.');
    expect(limitText('JOB_ACCESS', null, 'short')).toBe('Upgrade to view this Job.');
    expect(limitText('EVENT_ACCESS', null, 'short')).toBe('Upgrade to view this event.');
    expect(limitText('COMPANIES', 1, 'short')).toBe('Brands / Companies limit reached.');
    expect(limitText('USERS', 1, 'short')).toBe('Users limit reached.');
    for (const subject of ['ACTIVE_JOBS', 'COMPANIES', 'USERS', 'JOB_ACCESS'] as const) {
      expect(limitText(subject, 5, 'short').length).toBeLessThan(limitText(subject, 5, 'full').length);
    }
  });

  it('have iOS forms that say to upgrade via a browser and offer no Upgrade', () => {
    expect(limitText('ACTIVE_JOBS', 5, 'ios')).toBe(
      'Active Jobs limit (5) reached. To add more, upgrade your plan via a browser.',
    );
    expect(limitText('JOB_ACCESS', null, 'ios')).toBe(
      'To view or edit this Job, upgrade your plan via a browser.',
    );
    const subjects = [
      'COMPANIES',
      'USERS',
      'BOOKING_FORMS',
      'CONTACT_FORMS',
      'ACTIVE_JOBS',
      'JOB_ACCESS',
      'EVENT_ACCESS',
      'JOB_NOT_VIEWABLE',
      'URL_NOT_AVAILABLE',
    ] as const;
    for (const subject of subjects) {
      const text = limitText(subject, 5, 'ios');
      expect(text).toMatch(/via a browser\.$/);
      expect(text).not.toMatch(/^Upgrade /);
    }
  });
});
