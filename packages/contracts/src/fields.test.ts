import { describe, expect, it } from 'vitest';
import { createCompanyRequestSchema, updateCompanyRequestSchema } from './companies.ts';
import { emailField, multiLineText, optionalWebAddress, passwordField, requiredText } from './fields.ts';
import { INVALID_CHARACTERS, INVALID_WEB_ADDRESS, REQUIRED } from './messages.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

/** Issue 10 §2 and §8: the shared field builders every request string goes through. */
describe('shared field schemas', () => {
  it.each(['a\u0000b', 'x\u0001', '\u001b[2J', 'del\u007f', 'tab\there', 'two\nlines', 'cr\rhere'])(
    'a one-line field refuses %j with the field message',
    (value) => {
      expect(messageOf(requiredText(100).safeParse(value))).toBe(INVALID_CHARACTERS);
      expect(messageOf(emailField().safeParse(`w${value}@focal.test`))).toBe(INVALID_CHARACTERS);
      expect(messageOf(passwordField.safeParse(`correct horse ${value}`))).toBe(INVALID_CHARACTERS);
    },
  );

  it('a multi-line text keeps tab and newline but refuses NUL and other controls', () => {
    expect(multiLineText().parse('1 Main St\n\tSuite 2')).toBe('1 Main St\n\tSuite 2');
    expect(messageOf(multiLineText().safeParse('1 Main\u0000St'))).toBe(INVALID_CHARACTERS);
    expect(messageOf(multiLineText().safeParse('1 Main\rSt'))).toBe(INVALID_CHARACTERS);
  });

  it.each(['\u200b', ' \u200b\u200c\u200d ', '\ufeff\u2060', '\u3164', '\u2800\u00a0'])(
    'a name made only of invisible characters (%j) is not filled in',
    (name) => {
      const result = createCompanyRequestSchema.safeParse({ name, email: 'studio@focal.test' });
      expect(messageOf(result)).toBe(REQUIRED);
    },
  );

  it('a name with something visible in it is kept, trimmed', () => {
    expect(requiredText(100).parse('  \u200bLumen ')).toBe('\u200bLumen');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'ftp://x.test',
    'javascript:alert(1)//example.com',
    '//x.test',
  ])('a website %j is refused: http(s) addresses only', (website) => {
    expect(messageOf(optionalWebAddress(200).safeParse(website))).toBe(INVALID_WEB_ADDRESS);
    const update = updateCompanyRequestSchema.safeParse({ version: 'v1', website });
    expect(update.success).toBe(false);
  });

  it('a website with http or https is kept, and an empty one is none', () => {
    expect(optionalWebAddress(200).parse(' https://northshore.test/about ')).toBe(
      'https://northshore.test/about',
    );
    expect(optionalWebAddress(200).parse('http://lumen.example')).toBe('http://lumen.example');
    expect(optionalWebAddress(200).parse('')).toBeNull();
  });

  it('a bare domain, as people type it, becomes an https address', () => {
    expect(optionalWebAddress(200).parse('lumen.studio')).toBe('https://lumen.studio');
    expect(optionalWebAddress(200).parse('www.lumen.studio:8080/about?a=1')).toBe(
      'https://www.lumen.studio:8080/about?a=1',
    );
  });
});

/**
 * Issue 29 §1: a pattern whose parts can take the same characters is tried in polynomial time. The
 * email pattern is checked on whatever length arrives (zod runs every check, the length's too), so
 * a long hostile value (a 1 MB body holds 100,000s of characters) is refused in a bound too. (The
 * website's pattern runs after its length check, which stops it at 200 characters or so.)
 */
describe('shared field patterns on hostile values', () => {
  const n = 100_000;
  it.each([
    ['dots after the @, then a space', `a@${'.'.repeat(n)} x`],
    ['.a pairs after the @, then an @', `a@a${'.a'.repeat(n / 2)}@`],
  ])('an email of %s is refused in a bound', (_, email) => {
    const started = performance.now();
    expect(emailField().safeParse(email).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('still accepts and refuses what they did', () => {
    for (const ok of ['a@b.c', 'a.b@c.d.e', 'x@.b.c', 'x@b..c', 'a+b@focal.test'])
      expect(emailField().safeParse(ok).success, ok).toBe(true);
    for (const bad of ['a@b', 'a@.b', 'a@b.', '@b.c', 'a@@b.c', 'a b@c.d'])
      expect(emailField().safeParse(bad).success, bad).toBe(false);
    expect(optionalWebAddress(200).parse('a.?x')).toBe('https://a.?x');
    expect(optionalWebAddress(200).parse('a?b.c#d')).toBe('https://a?b.c#d');
    expect(messageOf(optionalWebAddress(200).safeParse('javascript:alert(1)'))).toBe(INVALID_WEB_ADDRESS);
  });
});
