import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@focal/contracts/passwords';
import { Text, VisuallyHidden } from '@mantine/core';
import { passwordMessages } from './messages';

/**
 * The password rules under a new password's field, from the first look (not only after a failure):
 * the length ticks itself as the user types; the common-password rule is the server's to check.
 */
export function PasswordRules({ password }: { password: string }) {
  const long = password.length >= PASSWORD_MIN_LENGTH;
  return (
    <Text
      component="ul"
      size="xs"
      c="dimmed"
      mt={6}
      mb={0}
      pl={0}
      aria-label={passwordMessages.rulesLabel}
      style={{ listStyle: 'none' }}
    >
      <li data-met={long || undefined} style={long ? { color: 'var(--mantine-color-teal-9)' } : undefined}>
        <span aria-hidden>{long ? '✓ ' : '• '}</span>
        {PASSWORD_RULES.minLength}
        {long && <VisuallyHidden>{` (${passwordMessages.ruleMet})`}</VisuallyHidden>}
      </li>
      <li>
        <span aria-hidden>• </span>
        {PASSWORD_RULES.notCommon}
      </li>
    </Text>
  );
}
