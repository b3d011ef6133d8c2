import type { AdminBusinessAccount, AdminChangePlanRequest } from '@focal/contracts/admin-console';
import { SUBSCRIPTION_STATUSES } from '@focal/contracts/bootstrap';
import { PLAN_TIERS } from '@focal/contracts/plans';
import { Button, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { adminMessages } from '../../messages';
import { endOfDay, toDateInput } from '../lib/dates';
import { accountMessages as texts } from '../messages';

type Props = {
  opened: boolean;
  account: AdminBusinessAccount;
  loading: boolean;
  onSave: (change: AdminChangePlanRequest) => void;
  onClose: () => void;
};

/** Tier, status and end of access, set by hand (no payment provider is involved). */
export function ChangePlanDialog({ opened, account, loading, onSave, onClose }: Props) {
  const [planTier, setPlanTier] = useState(account.planTier);
  const [status, setStatus] = useState(account.status);
  const [till, setTill] = useState(() => toDateInput(account.accessTill));
  return (
    <Modal opened={opened} onClose={onClose} title={texts.changePlan} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ planTier, status, accessTill: endOfDay(till) });
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={texts.tier}
            data={[...PLAN_TIERS]}
            value={planTier}
            onChange={(event) => setPlanTier(event.currentTarget.value as typeof planTier)}
          />
          <NativeSelect
            label={texts.status}
            data={[...SUBSCRIPTION_STATUSES]}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as typeof status)}
          />
          <TextInput
            type="date"
            label={texts.accessTillOptional}
            value={till}
            onChange={(event) => setTill(event.currentTarget.value)}
          />
        </Stack>
        <DialogFooter>
          <Button variant="default" onClick={onClose}>
            {adminMessages.cancel}
          </Button>
          <Button type="submit" loading={loading}>
            {texts.save}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
