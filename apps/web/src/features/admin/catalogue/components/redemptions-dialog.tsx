import { Button, Modal } from '@mantine/core';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { DataTable } from '../../components/data-table';
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
              head={[texts.owner, texts.account, texts.redeemedAt]}
              empty={texts.noRedemptions}
              rows={data.redemptions.map((r) => ({
                key: `${r.businessAccountId}-${r.createdAt}`,
                cells: [r.ownerEmail, r.businessAccountId, formatMoment(r.createdAt)],
              }))}
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
