import { Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { passwordMessages } from './messages';
import { passwordScore } from './password-score';

const COLORS = ['red', 'orange', 'yellow', 'teal', 'green'] as const;
const DEBOUNCE_MS = 150;

type Props = { password: string; userInputs?: string[] };

/** A strength indicator (spec 01 §5); the server has the final word on weak passwords. */
export function PasswordStrength({ password, userInputs = [] }: Props) {
  const [score, setScore] = useState<number | null>(null);
  const inputsKey = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      passwordScore(password, inputsKey ? inputsKey.split('\u0000') : [])
        .then((value) => current && setScore(value))
        .catch(() => current && setScore(null));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password || score === null) return null;
  const level = passwordMessages.levels[score] ?? passwordMessages.levels[0];
  return (
    <div>
      <Progress value={(score + 1) * 20} color={COLORS[score]} size="sm" mt={6} aria-hidden />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {passwordMessages.strength}: {level}
      </Text>
    </div>
  );
}
