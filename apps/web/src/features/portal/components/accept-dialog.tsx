import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import type { PublicQuote } from '../../documents';
import { portalMessages } from '../messages';

const texts = portalMessages.quote;

type Props = {
  quote: PublicQuote;
  totalMinor: number | null;
  loading: boolean;
  onClose: () => void;
  /** The schedule chosen: its index among those offered (0 when there is one or none). */
  onAccept: (schedule: number) => void;
};

/** Before the client's yes: their total and the payment schedule, chosen here when several are offered. */
export function AcceptDialog({ quote, totalMinor, loading, onClose, onAccept }: Props) {
  const { schedules } = quote.content;
  const [schedule, setSchedule] = useState(0);
  return (
    <Modal opened onClose={onClose} title={texts.acceptTitle} centered closeOnClickOutside={!loading}>
      <Stack gap="md">
        <Text fw={600}>
          {totalMinor === null ? texts.noTotal : texts.acceptTotal(formatMoney(totalMinor, quote.currency))}
        </Text>
        {schedules.length > 1 ? (
          <Radio.Group
            label={texts.schedule}
            value={String(schedule)}
            onChange={(value) => setSchedule(Number(value))}
          >
            <Stack gap="xs" mt="xs">
              {schedules.map((option, index) => (
                <Radio key={index} value={String(index)} label={option.name} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm">{schedules[0] ? texts.oneSchedule(schedules[0].name) : texts.noSchedule}</Text>
        )}
        <Text size="sm" c="dimmed">
          {texts.acceptNote}
        </Text>
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={loading}>
          {sharedMessages.cancel}
        </Button>
        <Button loading={loading} onClick={() => onAccept(schedules.length > 1 ? schedule : 0)}>
          {texts.accept}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
