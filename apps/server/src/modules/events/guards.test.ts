import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { assertEventActive } from './guards.ts';

const raised = (state: Parameters<typeof assertEventActive>[0]['state']) => {
  try {
    assertEventActive({ state });
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('assertEventActive', () => {
  it('lets an active event through', () => {
    expect(raised('ACTIVE')).toBeUndefined();
  });

  it('refuses an archived event with 705 (HTTP 409)', () => {
    const error = raised('ARCHIVED');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: '705', status: 409, title: 'This event was archived' });
  });

  it('refuses a completed event with 706 (HTTP 409)', () => {
    const error = raised('COMPLETED');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: '706', status: 409, title: 'This event is completed' });
  });
});
