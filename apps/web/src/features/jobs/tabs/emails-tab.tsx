import { DataTable } from '../../../shared/ui/data-table';
import { useJobEmails } from '../api/list-job-emails';
import { TabRows } from '../components/tab-rows';
import { useJobFormat } from '../lib/format';
import { tabMessages } from '../messages';

const texts = tabMessages.emails;

/** The company's mail log rows for this record (mail sent about it). */
export function EmailsTab({ id }: { id: string }) {
  const query = useJobEmails(id);
  const format = useJobFormat();
  return (
    <TabRows query={query} rows={(data) => data.items} empty={texts.empty}>
      {(items) => (
        <DataTable
          minWidth={560}
          rows={items}
          rowKey={(mail) => mail.id}
          columns={[
            {
              key: 'date',
              header: texts.date,
              cell: (mail) => format.dateTime(mail.sentAt ?? mail.createdAt),
            },
            { key: 'to', header: texts.to, cell: (mail) => mail.to },
            { key: 'subject', header: texts.subject, cell: (mail) => mail.subject },
            { key: 'status', header: texts.status, cell: (mail) => mail.status },
          ]}
        />
      )}
    </TabRows>
  );
}
