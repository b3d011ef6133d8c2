import { ACCOUNT_SEARCH_MIN_LENGTH } from '@focal/contracts/admin-console';
import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showErrorToast } from '../../../../shared/errors/error-toast';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconSearch, IconUsers } from '../../../../shared/ui/icons';
import { LoadingStatus } from '../../../../shared/ui/loading-status';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useAccountSearch } from '../api/search-accounts';
import { AccountsTable } from '../components/accounts-table';
import { accountsMessages as texts } from '../messages';
import { useConsoleTitle } from '../../lib/use-console-title';
import { LoadMore } from '../../../../shared/ui/load-more';

/** Typing waits this long before it searches (and before the address changes). */
export const SEARCH_DEBOUNCE_MS = 300;

const isTooShort = (q: string) => q.length > 0 && q.length < ACCOUNT_SEARCH_MIN_LENGTH;

/** /admins/accounts: search by part of an email, a name or a company, or an id; `q` in the address. */
export function AccountsPage() {
  useConsoleTitle(texts.title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const tooShort = isTooShort(debounced);

  useEffect(() => {
    if (debounced === q || isTooShort(debounced)) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, q, setParams]);

  // The server refuses fewer than three characters (an address typed by hand included).
  const search = useAccountSearch(q, !tooShort && !isTooShort(q));
  useEffect(() => {
    if (search.error) showErrorToast(search.error);
  }, [search.error]);
  const accounts = search.data?.pages.flatMap((page) => page.accounts) ?? [];

  let results;
  if (tooShort) results = null;
  else if (search.isPending) results = <LoadingStatus label={texts.searching} visibleLabel py="xl" />;
  else if (accounts.length === 0 && !search.isError)
    results = (
      <EmptyState title={texts.emptyTitle} icon={IconUsers}>
        {texts.emptyText(q)}
      </EmptyState>
    );
  else results = <AccountsTable accounts={accounts} />;

  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      <TextInput
        type="search"
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden focusable={false} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        error={tooShort ? texts.tooShort : undefined}
        maw={520}
      />
      {results}
      {!tooShort && <LoadMore query={search} label={texts.loadMore} />}
    </Stack>
  );
}
