import { Button, CloseButton, Container, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { checkoutMessages } from '../messages';
import { postToApp } from '../lib/post-to-app';

type OpenEvent =
  | 'subscriptionPlansOpen'
  | 'promotionOpen'
  | 'planCheckoutOpen'
  | 'confirmPaymentOpen'
  | 'updatePaymentOpen'
  | 'billingUpdateOpen';

type Props = {
  title: string;
  /** Posted once when the page appears, so the app knows the frame is showing it. */
  openEvent: OpenEvent;
  /** The Close button and Escape: the page posts its own close or dismiss event. */
  onClose: () => void;
  /** An in-frame path to go back to. */
  back?: string;
  children: ReactNode;
};

/**
 * A page of the checkout frame: full width of the frame, its heading, Close at the
 * top right (and Escape), Back where there is a step before it.
 */
export function FramePage({ title, openEvent, onClose, back, children }: Props) {
  const navigate = useNavigate();
  const opened = useRef(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    postToApp(openEvent, null);
  }, [openEvent]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py="lg" component="main">
      <Stack gap="lg">
        {/* On a phone a long title wraps under itself; Close keeps its corner. */}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="center" style={{ flex: 1, minWidth: 0 }}>
            {back && (
              <Button
                variant="subtle"
                px="xs"
                leftSection={<span aria-hidden="true">←</span>}
                onClick={() => void navigate(back)}
              >
                {checkoutMessages.back}
              </Button>
            )}
            <Title order={1} size="h2">
              {title}
            </Title>
          </Group>
          <CloseButton size="lg" aria-label={checkoutMessages.close} onClick={onClose} />
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
