import { Table } from '@mantine/core';
import { useJobEmails } from '../api/list-job-emails';
import { TabRows, TabTable } from '../components/tab-rows';
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
        <TabTable
          minWidth={560}
          head={
            <Table.Tr>
              <Table.Th>{texts.date}</Table.Th>
              <Table.Th>{texts.to}</Table.Th>
              <Table.Th>{texts.subject}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
            </Table.Tr>
          }
        >
          {items.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>{format.dateTime(mail.sentAt ?? mail.createdAt)}</Table.Td>
              <Table.Td>{mail.to}</Table.Td>
              <Table.Td>{mail.subject}</Table.Td>
              <Table.Td>{mail.status}</Table.Td>
            </Table.Tr>
          ))}
        </TabTable>
      )}
    </TabRows>
  );
}
