import { ApiRoutes } from '@focal/contracts/api-routes';
import { Button, Modal, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { profileMessages as texts } from '../messages';

type Props = {
  loading: boolean;
  onClose: () => void;
  onMove: (company: { id: string; name: string }) => void;
};

/** Move to another company of the same business account: the user's other companies are offered. */
export function MoveCompanyModal({ loading, onClose, onMove }: Props) {
  const current = useBootstrap().authorizedCompany.id;
  const brands = useQuery({
    queryKey: ['projects', 'move-targets', current],
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listBrands, { signal }),
  });
  const companies = (brands.data?.authorizedCompanies.brands ?? [])
    .filter((b) => b.companyId !== current)
    .map((b) => ({ value: b.companyId, label: b.companyName }));
  const [target, setTarget] = useState<string | null>(null);
  const picked = companies.find((c) => c.value === target);

  return (
    <Modal opened onClose={onClose} title={texts.moveTitle} centered closeOnClickOutside={!loading}>
      <Text size="sm" mb="sm">
        {texts.moveText}
      </Text>
      {brands.data && companies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noOtherCompany}
        </Text>
      ) : (
        <Select label={texts.moveCompany} data={companies} value={target} onChange={setTarget} />
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
          {texts.moveConfirm}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
