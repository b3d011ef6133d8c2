import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { loadHome } from '../lib/load-home';
import { companiesMessages as texts } from '../messages';

/** Spec 01 §9: accepting reloads to / after 1000 ms. */
const SWITCHED_REDIRECT_MS = 1000;

/**
 * The blocking switched-company modal (spec 01 §2.4, §4.1): the session now works in another
 * company than this tab shows, so nothing here may be used until the tab loads afresh in it. No
 * close button, no Escape, no outside click.
 */
export default function SwitchedCompanyModal({ name }: { name: string | undefined }) {
  const [leaving, setLeaving] = useState(false);
  const accept = () => {
    if (leaving) return;
    setLeaving(true);
    window.setTimeout(loadHome, SWITCHED_REDIRECT_MS);
  };
  return (
    <Modal
      opened
      onClose={() => {}}
      title={texts.switchedElsewhereTitle}
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      zIndex={1100}
    >
      <Stack gap="md">
        <Text>{texts.switchedElsewhereText}</Text>
        {name && <Text fw={600}>{texts.switchedElsewhereTo(name)}</Text>}
        <Button onClick={accept} loading={leaving} data-autofocus>
          {texts.goToNewCompany}
        </Button>
      </Stack>
    </Modal>
  );
}
