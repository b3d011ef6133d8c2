import type { AdminPromoCode } from '@focal/contracts/admin-catalogue';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconTag } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { CreateButton } from '../../components/create-button';
import { useRetireFlow } from '../../components/use-retire-flow';
import { useExpirePromoCode } from '../api/expire-promo-code';
import { usePromoCodes } from '../api/list-promo-codes';
import { PromoCodesTable } from '../components/promo-codes-table';
import { PromoCreateDialog } from '../components/promo-create-dialog';
import { QueryState } from '../../../../shared/ui/query-state';
import { RedemptionsDialog } from '../components/redemptions-dialog';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.promo;

/** The console's promo codes: the list, creating one, expiring one, and who redeemed each. */
export function PromoCodesPage() {
  const codes = usePromoCodes();
  const expire = useExpirePromoCode();
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const expiring = useRetireFlow(
    expire,
    (code: AdminPromoCode) => code.code,
    (code) => texts.expired(code.code),
  );

  const create = <CreateButton label={texts.create} onClick={() => setCreating(true)} />;
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} actions={create} />
      <QueryState
        query={codes}
        loading={texts.loading}
        failed={texts.loadFailed}
        retry={catalogueMessages.common.retry}
      >
        {({ promoCodes }) =>
          promoCodes.length === 0 ? (
            <EmptyState title={texts.emptyTitle} icon={IconTag}>
              {texts.emptyText}
            </EmptyState>
          ) : (
            <PromoCodesTable
              codes={promoCodes}
              onOpen={(code) => setOpened(code.code)}
              onExpire={expiring.ask}
            />
          )
        }
      </QueryState>
      <PromoCreateDialog opened={creating} onClose={() => setCreating(false)} />
      <RedemptionsDialog code={opened} onClose={() => setOpened(null)} />
      <ConfirmDialog
        {...expiring.dialog}
        title={texts.expireTitle}
        text={expiring.target ? texts.expireText(expiring.target.code) : ''}
        confirmLabel={texts.expire}
        danger
      />
    </Stack>
  );
}
