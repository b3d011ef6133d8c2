import { describe, expect, it } from 'vitest';
import { checkCode, checkQuestions } from './setup-checks';

const rows = (...pairs: [string | null, string][]) =>
  pairs.map(([question, answer]) => ({ question, answer }));

describe('the setup checks of spec 02 §5', () => {
  it('e_3 when a question is not chosen, before anything about the answers', () => {
    expect(checkQuestions(rows(['first-pet', ''], [null, 'x'], ['first-car', 'Mini']))).toBe('e_3');
  });
  it('e_0 for a missing (or blank) answer, e_2 for one of 1 character after trimming', () => {
    expect(checkQuestions(rows(['first-pet', 'Rex'], ['first-job', '   '], ['first-car', 'Mini']))).toBe(
      'e_0',
    );
    expect(checkQuestions(rows(['first-pet', 'Rex'], ['first-job', ' a '], ['first-car', 'Mini']))).toBe(
      'e_2',
    );
  });
  it('e_1 for answers alike ignoring case and surrounding spaces; valid otherwise', () => {
    expect(checkQuestions(rows(['first-pet', 'Rex'], ['first-job', ' rex '], ['first-car', 'Mini']))).toBe(
      'e_1',
    );
    expect(
      checkQuestions(rows(['first-pet', 'Rex'], ['first-job', 'Baker'], ['first-car', 'Mini'])),
    ).toBeNull();
  });
  it('a code: e_6 empty, e_7 not digits, e_5 shorter than 6', () => {
    expect(checkCode('')).toBe('e_6');
    expect(checkCode('12a456')).toBe('e_7');
    expect(checkCode('12345')).toBe('e_5');
    expect(checkCode('123456')).toBeNull();
  });
});
