import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

type Props = { question: string; to: string; label: string };

/** The line under the sign-in or sign-up form that offers the other one. */
export function SwitchPrompt({ question, to, label }: Props) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Text>
  );
}
