import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { canOpenSystemBrowser } from '../platform';
import { ensureOverlays } from '../ui/overlay-host';
import { errorMessages } from './messages';
import { DialogFooter } from '../ui/dialog-footer';

const MODAL_ID = 'end-of-trial';
const texts = errorMessages.endOfTrial;

/**
 * The iOS app opens a `_blank` window in the system browser (builds above 3000200, spec 01 §9); the
 * user signs in there and chooses a plan, which the app does not sell.
 */
function openLoginInSystemBrowser() {
  window.open(new URL('/login', window.location.origin).href, '_blank', 'noopener');
}

function EndOfTrialBody() {
  const close = () => modals.close(MODAL_ID);
  return (
    <>
      <Text>{texts.text}</Text>
      <DialogFooter>
        {canOpenSystemBrowser() && (
          <Button
            variant="default"
            onClick={() => {
              openLoginInSystemBrowser();
              close();
            }}
          >
            {texts.openBrowser}
          </Button>
        )}
        <Button data-autofocus onClick={close}>
          {texts.close}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * Spec 01 §2.4, §4.2, §8 (iOS app): the trial or subscription is over. Resolves when the modal closes,
 * however it closes (a button, Escape, the close button, or sign-out closing every modal); the
 * caller then signs out.
 */
export async function openEndOfTrialModal(): Promise<void> {
  await ensureOverlays();
  return new Promise((resolve) => {
    modals.close(MODAL_ID);
    modals.open({
      modalId: MODAL_ID,
      title: texts.title,
      centered: true,
      closeOnClickOutside: false,
      onClose: resolve,
      children: <EndOfTrialBody />,
    });
  });
}
