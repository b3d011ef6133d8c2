import { SANDBOX_TEST_CARDS } from '@focal/contracts/subscription-payments';
import { Anchor, Collapse, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useId, useState } from 'react';
import { spacedNumber } from '../../../shared/payments/card-entry';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/** The offline sandbox's test cards (like a card network's test mode), folded away until asked for. */
export function TestCardsNote() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {texts.testCards}
      </Anchor>
      <Collapse expanded={open} id={id} transitionDuration={0}>
        <Text size="sm" c="dimmed" mt="xs">
          {texts.testCardsNote}
        </Text>
        <List size="sm" mt="xs" spacing={4}>
          {(Object.keys(SANDBOX_TEST_CARDS) as (keyof typeof SANDBOX_TEST_CARDS)[]).map((kind) => (
            <List.Item key={kind}>
              <Text span ff="monospace" size="sm">
                {spacedNumber(SANDBOX_TEST_CARDS[kind])}
              </Text>
              {` — ${texts.testCardNames[kind]}`}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
