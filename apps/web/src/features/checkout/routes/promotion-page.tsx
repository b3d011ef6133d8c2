import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDateInZone } from '../../../shared/format/format-date';
import { isApiError } from '../../../shared/http/api-error';
import { browserTimeZone } from '../../../shared/locale/locale-options';
import { lookupPromoCode } from '../api/lookup-promo-code';
import { FramePage } from '../components/frame-page';
import { LoadState } from '../components/load-state';
import { promoFromAddress } from '../lib/promo-from-address';
import { checkoutMessages } from '../messages';
import { closeFrame } from '../lib/post-to-app';

const texts = checkoutMessages.promotion;

/** A promo code presented (spec 01 §4.5): what it gives and until when; See plans goes on with it. */
export function PromotionPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => promoFromAddress(location.search));
  const promo = useQuery({
    queryKey: ['checkout', 'promo', code],
    queryFn: () => lookupPromoCode(code),
    enabled: Boolean(code),
    retry: false,
  });
  const seePlans = () =>
    void navigate(`${CheckoutFramePages.plans}?${new URLSearchParams({ promoCode: code }).toString()}`);
  // An unknown or expired code is the server's own message; anything else may be retried.
  const refused =
    isApiError(promo.error) && promo.error.status !== 0 && promo.error.status < 500 ? promo.error : null;

  return (
    <FramePage
      title={texts.title}
      openEvent="promotionOpen"
      onClose={() => closeFrame('promotionDismiss', null)}
    >
      {!code ? (
        <Card withBorder>{texts.none}</Card>
      ) : refused ? (
        <Alert color="red" title={refused.body.errorTitle} role="alert">
          {refused.body.errorMessage}
        </Alert>
      ) : !promo.data ? (
        <LoadState error={promo.error} retry={() => void promo.refetch()} />
      ) : (
        <Card withBorder padding="xl" maw={560}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {texts.codeLabel}
            </Text>
            <Text ff="monospace" fz="xl" fw={700}>
              {promo.data.code}
            </Text>
            <Title order={2} size="h3">
              {promo.data.description}
            </Title>
            {promo.data.expiresAt && (
              <Text c="dimmed">
                {checkoutMessages.promo.expires(formatDateInZone(promo.data.expiresAt, browserTimeZone()))}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      <div>
        <Button onClick={seePlans}>{texts.seePlans}</Button>
      </div>
    </FramePage>
  );
}
