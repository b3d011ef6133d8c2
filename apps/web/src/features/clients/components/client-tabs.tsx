import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { type ProfileTab, tabsInOrder } from '../../../shared/ui/profile-tabs';
import { useClientDocuments } from '../api/client-history';
import { clientsMessages } from '../messages';
import {
  ClientActivityTab,
  ClientDocumentsTab,
  ClientEmailsTab,
  ClientJobsTab,
  ClientPaymentsTab,
  type ClientTabProps,
} from './client-history';

/** A tab of the client's profile (its history): it is given the client's id. */
export type ClientProfileTab = ProfileTab<ClientTabProps>;

const texts = clientsMessages.profile.tabs;

/** The clients feature's own tabs of the profile; the first in order is open when the page opens. */
const clientTabs: ClientProfileTab[] = [
  { id: 'jobs', label: texts.jobs, order: 10, Panel: ClientJobsTab },
  { id: 'documents', label: texts.documents, order: 20, Panel: ClientDocumentsTab },
  { id: 'payments', label: texts.payments, order: 30, Panel: ClientPaymentsTab },
  { id: 'emails', label: texts.emails, order: 40, Panel: ClientEmailsTab },
  { id: 'activity', label: texts.activity, order: 50, Panel: ClientActivityTab },
];

/** The client's history in tabs: leads and jobs, documents, payments, emails, activity, and any a feature adds. */
export function ClientTabs({
  clientId,
  addedTabs,
}: ClientTabProps & { addedTabs: readonly ClientProfileTab[] }) {
  // The documents and payments tabs share one request, made as the page opens.
  useClientDocuments(clientId);
  const shown = tabsInOrder([...clientTabs, ...addedTabs]);
  return (
    <Tabs defaultValue={shown[0]?.id ?? null} keepMounted={false}>
      <Tabs.List>
        {shown.map(({ id, label }) => (
          <Tabs.Tab value={id} key={id}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map(({ id, Panel }) => (
        <Tabs.Panel value={id} key={id} pt="md">
          <Suspense fallback={<LoadingStatus label={sharedMessages.loading} />}>
            <Panel clientId={clientId} />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
