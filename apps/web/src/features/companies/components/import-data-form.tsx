import type { ToImportData } from '@focal/contracts';
import { Alert, Button, Fieldset, NativeSelect, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { Waiting } from '../../../shared/ui/waiting';
import { importOptionsQueryOptions } from '../api/get-import-options';
import { allTypes, orderedTypes } from '../lib/import-selection';
import { companiesMessages as texts } from '../messages';
import { ImportTree } from './import-tree';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

/** What the user chose so far; kept by the flow, so going back to the import keeps it. */
export type ImportChoice = { sourceCompanyId: string; types: Set<string> } | null;

type Props = {
  choice: ImportChoice;
  onChoice: (choice: ImportChoice) => void;
  /** The flow's save is on its way: the button waits. */
  saving: boolean;
  onSave: (toImportData: ToImportData) => Promise<void>;
};

/** The look of a Mantine input label, so the two questions of the modal match. */
const LEGEND = {
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 'var(--mantine-font-weight-medium)',
} as const;

/** Spec 01 §3, §4.4: the source company and the kinds of data to copy, in groups with children. */
export function ImportDataForm({ choice, onChoice, saving, onSave }: Props) {
  const { data, error, refetch } = useQuery(importOptionsQueryOptions());
  const [nothingChosen, setNothingChosen] = useState(false);

  // The first opening starts with the first company and every kind of data ticked.
  useEffect(() => {
    if (data && !choice && data.brandsDataToImport[0]) {
      onChoice({
        sourceCompanyId: data.brandsDataToImport[0].companyId,
        types: new Set(allTypes(data.groups)),
      });
    }
  }, [data, choice, onChoice]);

  if (error) {
    return (
      <Alert color="red" title={texts.importLoadFailed}>
        <Button mt="sm" size="xs" variant="default" onClick={() => void refetch()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  }
  if (!data) return <Waiting text={texts.importLoading} />;
  if (data.brandsDataToImport.length === 0 || !choice) return <Text>{texts.importNoSource}</Text>;

  const save = () => {
    const types = orderedTypes(data.groups, choice.types);
    setNothingChosen(types.length === 0);
    if (types.length === 0) return;
    onSave({ sourceCompanyId: choice.sourceCompanyId, types }).catch(handleApiError);
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label={texts.importFrom}
        data={data.brandsDataToImport.map((brand) => ({ value: brand.companyId, label: brand.name }))}
        value={choice.sourceCompanyId}
        onChange={(event) => onChoice({ ...choice, sourceCompanyId: event.currentTarget.value })}
      />
      {/* m=0: the browser's 2px fieldset margin would push the tree off the select's edge; the
          legend reads like the select's label above it. */}
      <Fieldset legend={texts.importWhat} variant="unstyled" m={0} styles={{ legend: LEGEND }}>
        <ImportTree
          groups={data.groups}
          selected={choice.types}
          onChange={(types) => {
            setNothingChosen(false);
            onChoice({ ...choice, types });
          }}
        />
      </Fieldset>
      {nothingChosen && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {texts.importNothingChosen}
        </Text>
      )}
      <DialogFooter mt={0}>
        <Button onClick={save} loading={saving}>
          {texts.save}
        </Button>
      </DialogFooter>
    </Stack>
  );
}
