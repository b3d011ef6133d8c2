import { Button, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { adminMessages } from '../../messages';
import { endOfDay, toDateInput } from '../lib/dates';
import { accountMessages as texts } from '../messages';

type Props = {
  opened: boolean;
  accessTill: string | null;
  loading: boolean;
  onSave: (accessTill: string) => void;
  onClose: () => void;
};

/** The trial's new last day (the browser's date picker), kept till the end of that day. */
export function ExtendTrialDialog({ opened, accessTill, loading, onSave, onClose }: Props) {
  const [value, setValue] = useState(() => toDateInput(accessTill));
  const end = endOfDay(value);
  return (
    <Modal opened={opened} onClose={onClose} title={texts.extendTrial} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (end) onSave(end);
        }}
      >
        <TextInput
          type="date"
          label={texts.newEnd}
          required
          value={value}
          min={toDateInput(new Date().toISOString())}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <DialogFooter>
          <Button variant="default" onClick={onClose}>
            {adminMessages.cancel}
          </Button>
          <Button type="submit" loading={loading} disabled={!end}>
            {texts.extendTrial}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
