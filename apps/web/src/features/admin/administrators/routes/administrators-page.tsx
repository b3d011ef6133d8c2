import type { AdminAccount } from '@focal/contracts/admin-console';
import { Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { showErrorToast } from '../../../../shared/errors/error-toast';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { IconPlus } from '../../../../shared/ui/icons';
import { LoadingStatus } from '../../../../shared/ui/loading-status';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../../shared/ui/data-table';
import { Section } from '../../../../shared/ui/section';
import { formatMoment } from '../../lib/format';
import { useDisableAdmin } from '../api/disable-admin';
import { useAdmins } from '../api/list-admins';
import { AdminsTable } from '../components/admins-table';
import { InviteAdminDialog } from '../components/invite-admin-dialog';
import { administratorsMessages as texts } from '../messages';
import { useConsoleTitle } from '../../lib/use-console-title';

/** /admins/administrators: the administrators and pending invitations; invite, disable. */
export function AdministratorsPage() {
  useConsoleTitle(texts.title);
  const admins = useAdmins();
  const disable = useDisableAdmin();
  const [inviting, setInviting] = useState(false);
  const [disabling, setDisabling] = useState<AdminAccount | null>(null);
  useEffect(() => {
    if (admins.error) showErrorToast(admins.error);
  }, [admins.error]);

  const confirmDisable = async (admin: AdminAccount) => {
    if (!admin.actions.DISABLE) return;
    try {
      await disable.mutateAsync(admin.actions.DISABLE);
      notifySuccess(texts.disabledDone(admin.name));
      setDisabling(null);
    } catch (error) {
      handleApiError(error);
    }
  };

  const column = texts.columns;
  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden focusable={false} />}
            onClick={() => setInviting(true)}
          >
            {texts.invite}
          </Button>
        }
      />
      {admins.data ? (
        <>
          <AdminsTable admins={admins.data.admins} onDisable={setDisabling} />
          <Section title={texts.invitationsLabel}>
            <DataTable
              label={texts.invitationsLabel}
              minWidth={480}
              striped
              rows={admins.data.invitations}
              rowKey={(invitation) => invitation.id}
              columns={[
                { key: 'name', header: column.name, cell: (invitation) => invitation.name },
                { key: 'email', header: column.email, cell: (invitation) => invitation.email },
                {
                  key: 'expires',
                  header: column.expires,
                  cell: (invitation) => formatMoment(invitation.expiresAt),
                },
              ]}
              empty={texts.noInvitations}
            />
          </Section>
        </>
      ) : (
        <LoadingStatus label={texts.loading} visibleLabel py="xl" />
      )}
      <InviteAdminDialog opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={disabling !== null}
        title={disabling ? texts.disableTitle(disabling.name) : ''}
        text={disabling ? texts.disableText(disabling.email) : ''}
        confirmLabel={texts.disable}
        danger
        loading={disable.isPending}
        onConfirm={() => disabling && void confirmDisable(disabling)}
        onClose={() => setDisabling(null)}
      />
    </Stack>
  );
}
