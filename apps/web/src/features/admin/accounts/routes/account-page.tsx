import { Anchor, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { showErrorToast } from '../../../../shared/errors/error-toast';
import { isApiError } from '../../../../shared/http/api-error';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconUsers } from '../../../../shared/ui/icons';
import { LoadingStatus } from '../../../../shared/ui/loading-status';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConsolePaths } from '../../lib/console-paths';
import { useAccount } from '../api/get-account';
import { AccountActions } from '../components/account-actions';
import { AccountLists } from '../components/account-lists';
import { AccountOverview } from '../components/account-overview';
import { accountMessages as texts, accountsMessages } from '../messages';
import { useConsoleTitle } from '../../lib/use-console-title';
import { TonalChip } from '../../../../shared/ui/tonal-chip';

/** /admins/accounts/:userId: one user, its plan, companies and activity, and what may be done to it. */
export function AccountPage() {
  const { userId = '' } = useParams();
  const account = useAccount(userId);
  const user = account.data?.user;
  useConsoleTitle(user ? `${user.firstName} ${user.lastName}`.trim() || user.email : texts.loadingTitle);
  const error = account.error;
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === 404)) showErrorToast(error);
  }, [error]);

  const back = (
    <Anchor component={Link} to={ConsolePaths.accounts} size="sm">
      {texts.back}
    </Anchor>
  );
  if (error) {
    return (
      <Stack gap="lg">
        {back}
        <EmptyState
          title={isApiError(error) && error.status === 404 ? texts.notFoundTitle : texts.failedTitle}
          icon={IconUsers}
        >
          {isApiError(error) ? error.body.errorMessage : texts.failed}
        </EmptyState>
      </Stack>
    );
  }
  if (!account.data) return <LoadingStatus label={texts.loading} visibleLabel py="xl" />;

  const { user: shown } = account.data;
  const name = `${shown.firstName} ${shown.lastName}`.trim() || shown.email;
  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {name}
            {shown.disabled && <TonalChip theme="danger" tall text={accountsMessages.disabled} />}
          </Group>
        }
        description={shown.email}
      />
      <AccountActions account={account.data} />
      <AccountOverview account={account.data} />
      <AccountLists account={account.data} />
    </Stack>
  );
}
