import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { checkedAddress, displayName, mailHeaders } from './headers.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).toBody();
  }
  throw new Error('not refused');
};

describe('header fields, checked by construction', () => {
  it('passes ordinary fields through, trimmed', () => {
    expect(
      mailHeaders({ to: ' ana@client.test ', subject: ' Your gallery ', replyTo: 'hi@lumen.test' }),
    ).toEqual({
      to: 'ana@client.test',
      subject: 'Your gallery',
      replyTo: 'hi@lumen.test',
    });
  });

  it.each([
    ['subject', { subject: 'Hi\r\nBcc: evil@x.test' }],
    ['subject', { subject: 'Hi\nBcc: evil@x.test' }],
    ['subject', { subject: 'Hi\rBcc: evil@x.test' }],
    ['subject', { subject: 'NUL\u0000here' }],
    ['subject', { subject: 'C1\u0085here' }],
    ['subject', { subject: 'line\u2028separator' }],
    ['subject', { subject: '' }],
    ['to', { to: 'ana@client.test\r\nBcc: evil@x.test' }],
    ['to', { to: 'not an address' }],
    ['replyTo', { replyTo: 'hi@lumen.test\nBcc: evil@x.test' }],
  ])('refuses a bad %s with a 400 naming the field', (field, over) => {
    const body = refusal(() => mailHeaders({ to: 'ana@client.test', subject: 'Hi', ...over }));
    expect(body.errorCode).toBe('ValidationFailed');
    expect(Object.keys(body.data?.fields ?? {})).toEqual([field]);
  });

  it('checks a sender address the same way, and makes a display name safe', () => {
    expect(checkedAddress('hello@lumen.test')).toBe('hello@lumen.test');
    expect(refusal(() => checkedAddress('hello@lumen.test\r\nBcc: x@y.test')).errorCode).toBe(
      'ValidationFailed',
    );
    expect(displayName('Lumen\r\nBcc: x@y.test  Studio')).toBe('Lumen Bcc: x@y.test Studio');
  });
});
