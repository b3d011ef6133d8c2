import { Button, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { navigateTo } from '../../../shared/navigation';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { closeModal, openModal } from '../../../shared/ui/modal';
import { spfMessages } from './messages';

/** Spec 01 §2.1: the email settings page, where the failure modal sends the studio. */
const EMAIL_SETTINGS_PATH = '/settings/email-settings';
const FAILURE_ID = 'spf-check-failure';
const SUCCESS_ID = 'spf-check-success';

function FailureBody() {
  const texts = spfMessages.failure;
  const goToSettings = (event: MouseEvent) => {
    event.preventDefault();
    closeModal(FAILURE_ID);
    navigateTo(EMAIL_SETTINGS_PATH);
  };
  return (
    <>
      <Text>{texts.body}</Text>
      <DialogFooter>
        <Button variant="default" onClick={() => closeModal(FAILURE_ID)}>
          {texts.notNow}
        </Button>
        <Button component="a" href={EMAIL_SETTINGS_PATH} onClick={goToSettings} data-autofocus>
          {texts.goToSettings}
        </Button>
      </DialogFooter>
    </>
  );
}

function SuccessBody() {
  return (
    <DialogFooter mt={0}>
      <Button onClick={() => closeModal(SUCCESS_ID)} data-autofocus>
        {spfMessages.success.gotIt}
      </Button>
    </DialogFooter>
  );
}

/** Spec 02 §2 "SPF modals": how a pending SPF check ended. */
export function openSpfResultModal(outcome: 'success' | 'failure') {
  if (outcome === 'success')
    return openModal({ id: SUCCESS_ID, title: spfMessages.success.title, children: <SuccessBody /> });
  return openModal({ id: FAILURE_ID, title: spfMessages.failure.title, children: <FailureBody /> });
}
