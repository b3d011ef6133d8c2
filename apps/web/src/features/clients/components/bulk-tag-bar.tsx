import { Autocomplete, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { useBulkTagClients } from '../api/bulk-tag-clients';
import { clientFacetsQuery } from '../api/client-facets';
import { clientsMessages } from '../messages';

const texts = clientsMessages.bulk;

/** What the selected clients can have done at once: a tag added or removed. */
export function BulkTagBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const [tag, setTag] = useState('');
  const tags = useQuery(clientFacetsQuery()).data?.tags.map((t) => t.value) ?? [];
  const bulk = useBulkTagClients();
  const run = (mode: 'add' | 'remove') => {
    const value = tag.trim();
    if (!value) return;
    bulk.mutate(
      { ids, [mode]: [value] },
      {
        onSuccess: ({ updated }) => {
          showToast({
            tone: 'success',
            message: mode === 'add' ? texts.added(updated) : texts.removed(updated),
          });
          setTag('');
          onDone();
        },
        onError: (error) => handleApiError(error),
      },
    );
  };
  return (
    <Paper withBorder p="xs" component="section" aria-label={texts.selected(ids.length)}>
      <Group gap="sm" align="flex-end">
        <Text fw={500} size="sm" mb={8}>
          {texts.selected(ids.length)}
        </Text>
        <Autocomplete label={texts.tag} data={tags} value={tag} onChange={setTag} w={200} maxLength={40} />
        <Button onClick={() => run('add')} loading={bulk.isPending} disabled={!tag.trim()}>
          {texts.addTag}
        </Button>
        <Button variant="default" onClick={() => run('remove')} disabled={!tag.trim() || bulk.isPending}>
          {texts.removeTag}
        </Button>
      </Group>
    </Paper>
  );
}
