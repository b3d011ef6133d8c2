import { CUSTOM_FIELD_ENTITIES, type CustomFieldEntity } from '@focal/contracts/studio-list-constants';
import { Button, Stack, Tabs } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { useState } from 'react';
import { useCustomFields } from '../../../shared/studio/lists';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconPlus } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useCreateCustomField, useReorderCustomFields } from '../api/mutations';
import { CustomFieldDialog } from '../components/custom-field-dialog';
import { CustomFieldRow } from '../components/custom-field-row';
import { ReorderList } from '../components/reorder-list';
import { listMessages as texts } from '../messages';
import '../styles';

/** Settings → Custom fields: the company's extra fields on clients, and on leads and jobs. */
export function CustomFieldsPage() {
  const [entity, setEntity] = useState<CustomFieldEntity>('client');
  const [adding, setAdding] = useState(false);
  const create = useCreateCustomField();
  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.fields.title}
        description={texts.fields.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {texts.fields.newField}
          </Button>
        }
      />
      <Tabs value={entity} onChange={(v) => setEntity((v as CustomFieldEntity | null) ?? 'client')}>
        <Tabs.List>
          {CUSTOM_FIELD_ENTITIES.map((e) => (
            <Tabs.Tab key={e} value={e}>
              {texts.fields.entities[e]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CUSTOM_FIELD_ENTITIES.map((e) => (
          <Tabs.Panel key={e} value={e} pt="md">
            {entity === e && <FieldsOf entity={e} onAdd={() => setAdding(true)} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      <CustomFieldDialog
        opened={adding}
        onClose={() => setAdding(false)}
        save={create}
        variables={(form) => ({ ...form, entity })}
      />
    </Stack>
  );
}

function FieldsOf({ entity, onAdd }: { entity: CustomFieldEntity; onAdd: () => void }) {
  const query = useCustomFields(entity);
  const reorder = useReorderCustomFields();
  return (
    <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
      {(fields) =>
        fields.length === 0 ? (
          <EmptyState
            title={texts.fields.emptyTitle}
            action={<Button onClick={onAdd}>{texts.fields.newField}</Button>}
          >
            {texts.fields.empty}
          </EmptyState>
        ) : (
          <ReorderList
            items={fields}
            nameOf={(f) => f.label}
            onReorder={(ids) => reorder.mutate({ entity, ids }, { onError: (e) => handleApiError(e) })}
          >
            {(field) => <CustomFieldRow field={field} />}
          </ReorderList>
        )
      }
    </QueryState>
  );
}
