import { COMPANY_HEADER } from '@focal/contracts/headers';
import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyResponses, putEarlyResponse, takeEarlyResponse } from './early-responses';

const answer = () => Promise.resolve(new Response('{"data":1}'));
const session = { Authorization: 'Bearer a', [COMPANY_HEADER]: 'c1' };

afterEach(() => {
  delete window.focalEarlyResponses;
});

describe('answers sent before the app loaded', () => {
  it('go once to the same GET of the same session and company', () => {
    const response = answer();
    putEarlyResponse('/api/user/dashboard', session, response);
    expect(takeEarlyResponse('/api/user/dashboard', { ...session, Accept: 'application/json' })).toBe(
      response,
    );
    expect(takeEarlyResponse('/api/user/dashboard', session)).toBeNull();
  });

  it('are not handed to another address, session or company', () => {
    putEarlyResponse('/api/user/dashboard', session, answer());
    expect(takeEarlyResponse('/api/user/clients', session)).toBeNull();
    expect(takeEarlyResponse('/api/user/dashboard', { ...session, Authorization: 'Bearer b' })).toBeNull();
    expect(takeEarlyResponse('/api/user/dashboard', { ...session, [COMPANY_HEADER]: 'c2' })).toBeNull();
    expect(takeEarlyResponse('/api/user/dashboard', { Authorization: 'Bearer a' })).toBeNull();
  });

  it('a request that failed stays quiet until taken, and fails its taker', async () => {
    putEarlyResponse('/api/basic/bootstrap', session, Promise.reject(new TypeError('offline')));
    await Promise.resolve();
    await expect(takeEarlyResponse('/api/basic/bootstrap', session)).rejects.toThrow('offline');
  });
});

describe('dropping the answers no request took', () => {
  it('leaves nothing for a later request of the same session', () => {
    putEarlyResponse('/api/user/dashboard', session, answer());
    dropEarlyResponses();
    expect(takeEarlyResponse('/api/user/dashboard', session)).toBeNull();
  });
});
