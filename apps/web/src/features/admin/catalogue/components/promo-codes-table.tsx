import '@mantine/core/styles/Table.css';
import type { AdminPromoCode } from '@focal/contracts/admin-catalogue';
import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '../../../../shared/format/format-money';
import { RetireButton } from '../../components/row-edit-retire';
import { formatMoment } from '../../lib/format';
import { catalogueMessages } from '../messages';
import { StateBadge } from './state-badge';

const texts = catalogueMessages.promo;

const discount = (code: AdminPromoCode) =>
  code.percentOff !== null
    ? `${code.percentOff}%`
    : code.amountOffMinor !== null && code.currency
      ? formatMoney(code.amountOffMinor, code.currency)
      : code.description;

type Props = {
  codes: AdminPromoCode[];
  onOpen: (code: AdminPromoCode) => void;
  onExpire: (code: AdminPromoCode) => void;
};

/** Every promo code: what it takes off, for how long, until when, how often it was redeemed. */
export function PromoCodesTable({ codes, onOpen, onExpire }: Props) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" striped aria-label={texts.title}>
        <Table.Thead>
          <Table.Tr>
            {[
              texts.code,
              texts.kind,
              texts.discount,
              texts.duration,
              texts.expires,
              texts.redemptions,
              texts.state,
            ].map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{texts.expire}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.code}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  aria-label={texts.open(code.code)}
                  onClick={() => onOpen(code)}
                >
                  {code.code}
                </Anchor>
              </Table.Td>
              <Table.Td>{texts.kinds[code.kind] ?? code.kind}</Table.Td>
              <Table.Td>{discount(code)}</Table.Td>
              <Table.Td>{texts.durationText(code.duration, code.durationInPeriods)}</Table.Td>
              <Table.Td>{formatMoment(code.expiresAt, texts.never)}</Table.Td>
              <Table.Td>{texts.redemptionCount(code.redemptions, code.maxRedemptions)}</Table.Td>
              <Table.Td>
                <StateBadge state={code.state} label={catalogueMessages.states[code.state]} />
              </Table.Td>
              <Table.Td>
                {code.state !== 'EXPIRED' && (
                  <RetireButton label={texts.expire} name={code.code} onClick={() => onExpire(code)} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
