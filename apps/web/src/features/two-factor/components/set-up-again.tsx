import { Button, Text } from '@mantine/core';
import { navigateTo } from '../../../shared/navigation';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { closeModal, openModal } from '../../../shared/ui/modal';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.setUpAgain;
const MODAL_ID = 'two-factor-set-up-again';
/** Where the Security section of My profile sets two-factor up. */
const PROFILE_PATH = '/settings/profile';

/** After a recovery (spec 02 §4) two-factor is off: the user is asked to set it up again. */
export function askToSetUpAgain() {
  return openModal({
    id: MODAL_ID,
    title: texts.title,
    children: (
      <>
        <Text>{texts.text}</Text>
        <DialogFooter>
          <Button variant="default" onClick={() => closeModal(MODAL_ID)}>
            {texts.later}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              closeModal(MODAL_ID);
              navigateTo(PROFILE_PATH);
            }}
          >
            {texts.now}
          </Button>
        </DialogFooter>
      </>
    ),
  });
}
