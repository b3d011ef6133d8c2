import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { closeAllModals } from '../../../shared/ui/modal';
import { ensureOverlays } from '../../../shared/ui/overlay-host';
import { setFlowsState } from '../lib/flows-store';
import { loadHome } from '../lib/load-home';
import { companiesMessages as texts } from '../messages';

const MODAL_ID = 'switched-company';
/** Spec 01 §9: accepting reloads to / after 1000 ms. */
export const SWITCHED_REDIRECT_MS = 1000;
/** Spec 01 §4.1: never over the sign-in, sign-up and forgotten-password pages. */
const NOT_ON = ['/login', '/signup', '/forgot'];

let open = false;

function SwitchedCompanyBody({ name }: { name: string | undefined }) {
  const [leaving, setLeaving] = useState(false);
  const accept = () => {
    if (leaving) return;
    setLeaving(true);
    window.setTimeout(loadHome, SWITCHED_REDIRECT_MS);
  };
  return (
    <Stack gap="md">
      <Text>{texts.switchedElsewhereText}</Text>
      {name && <Text fw={600}>{texts.switchedElsewhereTo(name)}</Text>}
      <Button onClick={accept} loading={leaving} data-autofocus>
        {texts.goToNewCompany}
      </Button>
    </Stack>
  );
}

/**
 * The blocking switched-company modal (spec 01 §2.4, §4.1): the session now works in another
 * company than this tab shows, so nothing here may be used until the tab reloads into it. No close
 * button, no Escape, no outside click; everything else open closes first.
 */
export async function openSwitchedCompanyModal(name?: string) {
  const path = window.location.pathname;
  if (NOT_ON.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
  if (open) return;
  open = true;
  closeAllModals();
  setFlowsState({ adding: false });
  await ensureOverlays();
  modals.open({
    modalId: MODAL_ID,
    title: texts.switchedElsewhereTitle,
    centered: true,
    withCloseButton: false,
    closeOnEscape: false,
    closeOnClickOutside: false,
    children: <SwitchedCompanyBody name={name} />,
    onClose: () => {
      open = false;
    },
  });
}
