import type { PortalHome } from '@focal/contracts/portal/api';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { QuoteStatus } from '../../documents';
import { portalQuotePath } from '../lib/scope';
import { portalMessages } from '../messages';
import { HomeRow } from './home-row';
import { HomeSection } from './home-section';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.home;

/** The quotes the studio sent: number and title (the link), state, validity and total. */
export function QuoteList({ quotes }: { quotes: PortalHome['quotes'] }) {
  const scope = usePortalScope();
  return (
    <HomeSection title={texts.quotes} empty={texts.noQuotes} count={quotes.length}>
      {quotes.map((quote) => (
        <HomeRow
          key={quote.id}
          main={
            <Anchor
              component={Link}
              to={portalQuotePath(scope, quote.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {texts.quoteLink(quote.number, quote.title)}
            </Anchor>
          }
          details={
            <Group gap="xs">
              <QuoteStatus status={quote.status} acceptedAt={null} />
              {quote.expiresOn && (quote.status === 'sent' || quote.status === 'viewed') && (
                <Text size="sm" c="dimmed">
                  {texts.validUntil(formatCalendarDay(quote.expiresOn))}
                </Text>
              )}
            </Group>
          }
          figures={<Text fw={600}>{texts.total(formatMoney(quote.totalMinor, quote.currency))}</Text>}
        />
      ))}
    </HomeSection>
  );
}
