import type { AdminPromoCode } from '@focal/contracts/admin-catalogue';
import { Anchor } from '@mantine/core';
import { formatMoney } from '../../../../shared/format/format-money';
import { DataTable } from '../../../../shared/ui/data-table';
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
    <DataTable
      label={texts.title}
      minWidth={820}
      verticalSpacing="sm"
      striped
      rows={codes}
      rowKey={(code) => code.code}
      columns={[
        {
          key: 'code',
          header: texts.code,
          cell: (code) => (
            <Anchor
              component="button"
              type="button"
              aria-label={texts.open(code.code)}
              onClick={() => onOpen(code)}
            >
              {code.code}
            </Anchor>
          ),
        },
        { key: 'kind', header: texts.kind, cell: (code) => texts.kinds[code.kind] ?? code.kind },
        { key: 'discount', header: texts.discount, cell: discount },
        {
          key: 'duration',
          header: texts.duration,
          cell: (code) => texts.durationText(code.duration, code.durationInPeriods),
        },
        { key: 'expires', header: texts.expires, cell: (code) => formatMoment(code.expiresAt, texts.never) },
        {
          key: 'redemptions',
          header: texts.redemptions,
          cell: (code) => texts.redemptionCount(code.redemptions, code.maxRedemptions),
        },
        {
          key: 'state',
          header: texts.state,
          cell: (code) => <StateBadge state={code.state} label={catalogueMessages.states[code.state]} />,
        },
        {
          key: 'expire',
          header: texts.expire,
          headerHidden: true,
          cell: (code) =>
            code.state !== 'EXPIRED' && (
              <RetireButton label={texts.expire} name={code.code} onClick={() => onExpire(code)} />
            ),
        },
      ]}
    />
  );
}
