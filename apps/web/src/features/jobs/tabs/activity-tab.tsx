import { Stack, Text } from '@mantine/core';
import { activityWords } from '../../../shared/studio/activity-words';
import { useJobActivity } from '../api/list-job-activity';
import { TabRows } from '../components/tab-rows';
import { useJobFormat } from '../lib/format';
import { listMessages, tabMessages } from '../messages';
import { LoadMore } from '../../../shared/ui/load-more';

const texts = tabMessages.activity;

/** What users did to the record, newest first, a page at a time. */
export function ActivityTab({ id }: { id: string }) {
  const query = useJobActivity(id);
  const format = useJobFormat();
  return (
    <TabRows query={query} rows={(data) => data.pages.flatMap((p) => p.items)} empty={texts.empty}>
      {(rows) => (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <Text key={row.id} size="sm" component="li">
              <Text span c="dimmed" size="sm">
                {format.dateTime(row.at)}
              </Text>{' '}
              {activityWords(row.action)}
              {texts.by(row.userName)}
            </Text>
          ))}
          <LoadMore query={query} label={listMessages.loadMore} size="compact-md" />
        </Stack>
      )}
    </TabRows>
  );
}
