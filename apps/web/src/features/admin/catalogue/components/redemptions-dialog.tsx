import { Button, Modal } from '@mantine/core';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { DataTable } from '../../../../shared/ui/data-table';
import { formatMoment } from '../../lib/format';
import { usePromoRedemptions } from '../api/list-promo-redemptions';
import { catalogueMessages } from '../messages';
import { QueryState } from '../../../../shared/ui/query-state';

const texts = catalogueMessages.promo;

/** The accounts that redeemed one code, newest first as the server sends them. */
export function RedemptionsDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const redemptions = usePromoRedemptions(code);
  return (
    <Modal
      opened={code !== null}
      onClose={onClose}
      title={code ? texts.redemptionsTitle(code) : ''}
      centered
      size="lg"
    >
      {code && (
        <QueryState
          query={redemptions}
          loading={texts.redemptionsLoading}
          failed={texts.loadFailed}
          retry={catalogueMessages.common.retry}
        >
          {(data) => (
            <DataTable
              label={texts.redemptionsTitle(code)}
              minWidth={480}
              striped
              empty={texts.noRedemptions}
              rows={data.redemptions}
              rowKey={(r) => `${r.businessAccountId}-${r.createdAt}`}
              columns={[
                { key: 'owner', header: texts.owner, cell: (r) => r.ownerEmail },
                { key: 'account', header: texts.account, cell: (r) => r.businessAccountId },
                { key: 'redeemed', header: texts.redeemedAt, cell: (r) => formatMoment(r.createdAt) },
              ]}
            />
          )}
        </QueryState>
      )}
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          {texts.close}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
