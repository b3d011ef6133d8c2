import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClientPicker, clientQuery, type PickedClient } from '../../clients';
import { paymentsMessages } from '../messages';

const texts = paymentsMessages.paid.filters;

type Props = { clientId: string | undefined; onChange: (clientId: string | null) => void };

/**
 * The client filter: the clients' picker, one client, nothing new made from it. The address keeps the
 * client's id; its name comes with the pick, or after a reload from the client itself.
 */
export function ClientFilter({ clientId, onChange }: Props) {
  const [picked, setPicked] = useState<PickedClient | null>(null);
  const known = picked && picked.id === clientId ? picked : null;
  const client = useQuery({ ...clientQuery(clientId ?? ''), enabled: Boolean(clientId) && !known });
  const name = client.data?.displayName ?? (client.isError ? texts.unknownClient : texts.clientLoading);
  const value = clientId ? [known ?? { id: clientId, displayName: name }] : [];
  return (
    <Box w={{ base: '100%', md: 260 }}>
      <ClientPicker
        label={texts.client}
        value={value}
        max={1}
        allowNew={false}
        onChange={(next) => {
          setPicked(next[0] ?? null);
          onChange(next[0]?.id ?? null);
        }}
      />
    </Box>
  );
}
