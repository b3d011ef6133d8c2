import type { Contract } from '@focal/contracts/contracts/api';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { IconChevronDown, IconChevronUp, IconTrash } from '../../../shared/ui/icons';
import { useSetSigners } from '../api/contracts';
import { addable, keyOf, linesOf, moved, type SignerLine, withSigner } from '../lib/signers';
import { contractsMessages } from '../messages';
import { AddSignerMenu } from './add-signer-menu';

const texts = contractsMessages.signers;

/** A draft's signers in signing order: the record's clients, then at most one owner for the studio. */
export function SignersEditor({ contract }: { contract: Contract }) {
  const [lines, setLines] = useState(() => linesOf(contract));
  const save = useSetSigners();
  const changed = JSON.stringify(lines.map(keyOf)) !== JSON.stringify(linesOf(contract).map(keyOf));
  const { clients, members } = addable(contract, lines);
  const add = (line: SignerLine) => setLines(withSigner(lines, line));

  const submit = () =>
    save.mutate(
      { contract, variables: lines.map((l) => l.choice) },
      { onSuccess: () => notifySuccess(texts.saved), onError: (error) => handleApiError(error) },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-signers">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contract-signers">
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.hint}
        </Text>
        {lines.length === 0 ? (
          <Text size="sm">{texts.none}</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} aria-label={texts.list} style={{ listStyle: 'none' }}>
            {lines.map((line, i) => (
              <SignerRow
                key={keyOf(line)}
                line={line}
                first={i === 0}
                last={i === lines.length - 1 || lines[i + 1]!.choice.party === 'studio'}
                onMove={(by) => setLines(moved(lines, i, by))}
                onRemove={() => setLines(lines.filter((_, j) => j !== i))}
              />
            ))}
          </Stack>
        )}
        <Group gap="xs">
          <AddSignerMenu label={texts.addClient} people={clients} onPick={add} />
          <AddSignerMenu label={texts.addStudio} people={members} onPick={add} />
          <Button size="xs" ml="auto" onClick={submit} disabled={!changed} loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type RowProps = {
  line: SignerLine;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function SignerRow({ line, first, last, onMove, onRemove }: RowProps) {
  const studio = line.choice.party === 'studio';
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <div>
        <Text fw={600}>{line.name}</Text>
        <Text size="sm" c="dimmed">
          {studio ? texts.studio : texts.client} · {line.email ?? texts.noEmail}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        {!studio && (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={texts.moveUp(line.name)}
              disabled={first}
              onClick={() => onMove(-1)}
            >
              <IconChevronUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={texts.moveDown(line.name)}
              disabled={last}
              onClick={() => onMove(1)}
            >
              <IconChevronDown size={18} />
            </ActionIcon>
          </>
        )}
        <ActionIcon variant="subtle" color="red" aria-label={texts.remove(line.name)} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
