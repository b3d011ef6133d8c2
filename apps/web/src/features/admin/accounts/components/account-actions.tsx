import type {
  AdminAccountAction,
  AdminAccountDetail,
  AdminChangePlanRequest,
  AdminUpdateTrialRequest,
} from '@focal/contracts/admin-console';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useAccountAction } from '../api/use-account-action';
import { accountMessages as texts } from '../messages';
import { ChangePlanDialog } from './change-plan-dialog';
import { ExtendTrialDialog } from './extend-trial-dialog';

type Dialog = Exclude<AdminAccountAction, 'RESEND_CONFIRMATION'>;
type Body = AdminUpdateTrialRequest | AdminChangePlanRequest | undefined;

/** The actions the server offered for this account, and only those; access changes ask first. */
export function AccountActions({ account }: { account: AdminAccountDetail }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const action = useAccountAction<Body>();
  const { actions, user, businessAccount } = account;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const close = () => setDialog(null);

  const run = async (kind: AdminAccountAction, body?: Body) => {
    const link = actions[kind];
    if (!link) return;
    try {
      await action.mutateAsync({ link, body });
      notifySuccess(texts.done[kind]);
      close();
    } catch (error) {
      handleApiError(error);
    }
  };
  const pending = (kind: AdminAccountAction) => action.isPending && action.variables.link === actions[kind];

  return (
    <>
      <Group gap="sm" aria-label={texts.actions} role="group">
        {actions.DISABLE && (
          <Button color="red.9" variant="outline" onClick={() => setDialog('DISABLE')}>
            {texts.disable}
          </Button>
        )}
        {actions.ENABLE && (
          <Button variant="light" onClick={() => setDialog('ENABLE')}>
            {texts.enable}
          </Button>
        )}
        {actions.RESEND_CONFIRMATION && (
          <Button
            variant="default"
            loading={pending('RESEND_CONFIRMATION')}
            onClick={() => void run('RESEND_CONFIRMATION')}
          >
            {texts.resend}
          </Button>
        )}
        {actions.EXTEND_TRIAL && (
          <Button variant="default" onClick={() => setDialog('EXTEND_TRIAL')}>
            {texts.extendTrial}
          </Button>
        )}
        {actions.END_TRIAL && (
          <Button variant="default" onClick={() => setDialog('END_TRIAL')}>
            {texts.endTrial}
          </Button>
        )}
        {actions.CHANGE_PLAN && (
          <Button variant="default" onClick={() => setDialog('CHANGE_PLAN')}>
            {texts.changePlan}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={dialog === 'DISABLE'}
        title={texts.disableTitle(name)}
        text={texts.disableText(user.email)}
        confirmLabel={texts.disable}
        danger
        loading={action.isPending}
        onConfirm={() => void run('DISABLE')}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'ENABLE'}
        title={texts.enableTitle(name)}
        text={texts.enableText(user.email)}
        confirmLabel={texts.enable}
        loading={action.isPending}
        onConfirm={() => void run('ENABLE')}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'END_TRIAL'}
        title={texts.endTrialTitle}
        text={texts.endTrialText}
        confirmLabel={texts.endTrial}
        danger
        loading={action.isPending}
        onConfirm={() => void run('END_TRIAL', { action: 'END' })}
        onClose={close}
      />
      {dialog === 'EXTEND_TRIAL' && (
        <ExtendTrialDialog
          opened
          accessTill={businessAccount?.accessTill ?? null}
          loading={action.isPending}
          onSave={(accessTill) => void run('EXTEND_TRIAL', { action: 'EXTEND', accessTill })}
          onClose={close}
        />
      )}
      {dialog === 'CHANGE_PLAN' && businessAccount && (
        <ChangePlanDialog
          opened
          account={businessAccount}
          loading={action.isPending}
          onSave={(change) => void run('CHANGE_PLAN', change)}
          onClose={close}
        />
      )}
    </>
  );
}
