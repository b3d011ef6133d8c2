import { ApiRoutes } from '@focal/contracts/api-routes';
import { Button, Modal, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../bootstrap/get-bootstrap';
import { apiFetch } from '../http/client';
import { sharedMessages } from '../messages';
import { DialogFooter } from '../ui/dialog-footer';
import { studioMessages } from './messages';

const texts = studioMessages.move;

type Props = {
  /** What moves with it, in the caller's words. */
  text: string;
  /** The move is running: Cancel and a click outside wait for it. */
  loading: boolean;
  onClose: () => void;
  onMove: (company: { id: string; name: string }) => void;
};

/**
 * "Move to another company" (a client, a lead or a job): the other companies of the account the user
 * works in are offered, asked for when the dialog opens; the caller runs the move.
 */
export function MoveCompanyModal({ text, loading, onClose, onMove }: Props) {
  const current = useBootstrap().authorizedCompany.id;
  const brands = useQuery({
    queryKey: ['move-targets', current] as const,
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listBrands, { signal }),
  });
  const companies = (brands.data?.authorizedCompanies.brands ?? [])
    .filter((b) => b.companyId !== current)
    .map((b) => ({ value: b.companyId, label: b.companyName }));
  const [target, setTarget] = useState<string | null>(null);
  const picked = companies.find((c) => c.value === target);

  return (
    <Modal opened onClose={onClose} title={texts.title} centered closeOnClickOutside={!loading}>
      <Text size="sm" mb="sm">
        {text}
      </Text>
      {brands.data && companies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noOtherCompany}
        </Text>
      ) : (
        <Select label={texts.company} data={companies} value={target} onChange={setTarget} />
      )}
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={loading}>
          {sharedMessages.cancel}
        </Button>
        <Button
          loading={loading}
          disabled={!picked}
          onClick={() => picked && onMove({ id: picked.value, name: picked.label })}
        >
          {texts.confirm}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
