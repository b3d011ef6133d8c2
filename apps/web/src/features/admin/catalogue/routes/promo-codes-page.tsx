import type { AdminPromoCode } from '@focal/contracts/admin-catalogue';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconPlus, IconTag } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useExpirePromoCode } from '../api/expire-promo-code';
import { usePromoCodes } from '../api/list-promo-codes';
import { PromoCodesTable } from '../components/promo-codes-table';
import { PromoCreateDialog } from '../components/promo-create-dialog';
import { QueryState } from '../components/query-state';
import { RedemptionsDialog } from '../components/redemptions-dialog';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.promo;

/** The console's promo codes: the list, creating one, expiring one, and who redeemed each. */
export function PromoCodesPage() {
  const codes = usePromoCodes();
  const expire = useExpirePromoCode();
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const [expiring, setExpiring] = useState<AdminPromoCode | null>(null);

  const confirmExpire = async (code: AdminPromoCode) => {
    try {
      await expire.mutateAsync(code.code);
      notifySuccess(texts.expired(code.code));
      setExpiring(null);
    } catch (error) {
      handleApiError(error);
    }
  };

  const create = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden focusable={false} />}
      onClick={() => setCreating(true)}
    >
      {texts.create}
    </Button>
  );
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
              onExpire={setExpiring}
            />
          )
        }
      </QueryState>
      <PromoCreateDialog opened={creating} onClose={() => setCreating(false)} />
      <RedemptionsDialog code={opened} onClose={() => setOpened(null)} />
      <ConfirmDialog
        opened={expiring !== null}
        title={texts.expireTitle}
        text={expiring ? texts.expireText(expiring.code) : ''}
        confirmLabel={texts.expire}
        danger
        loading={expire.isPending}
        onConfirm={() => expiring && void confirmExpire(expiring)}
        onClose={() => setExpiring(null)}
      />
    </Stack>
  );
}
