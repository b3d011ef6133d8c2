import type { Client } from '@focal/contracts';
import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useMoveClient } from '../api/client-actions';
import { brandsQuery } from '../api/list-companies';
import { CLIENTS_PATH } from '../lib/paths';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;

/** Move to company…: another company of the account the user works in; the client leaves this company's list. */
export function MoveClientModal({
  client,
  opened,
  onClose,
}: {
  client: Client;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const brands = useQuery({ ...brandsQuery(), enabled: opened }).data?.authorizedCompanies.brands ?? [];
  const others = brands.filter((b) => !b.selected);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const move = useMoveClient();
  const confirm = () =>
    companyId &&
    move.mutate(
      { clientId: client.id, companyId },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: texts.moved });
          onClose();
          void navigate(CLIENTS_PATH);
        },
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={texts.moveTitle} centered>
      <Stack gap="md">
        <Text size="sm">{texts.moveIntro}</Text>
        {others.length === 0 && brands.length > 0 ? (
          <Text size="sm">{texts.noOtherCompany}</Text>
        ) : (
          <Select
            label={texts.moveCompany}
            data={others.map((b) => ({ value: b.companyId, label: b.companyName }))}
            value={companyId}
            onChange={setCompanyId}
          />
        )}
        <DialogFooter>
          <Button variant="default" onClick={onClose}>
            {clientsMessages.form.cancel}
          </Button>
          <Button onClick={confirm} disabled={!companyId} loading={move.isPending}>
            {texts.moveConfirm}
          </Button>
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
