import { PlanLimitText } from '@focal/contracts/plans';
import { Button, Text } from '@mantine/core';
import { closeModal, openModal } from '../ui/modal';
import { errorMessages } from './messages';
import { DialogFooter } from '../ui/dialog-footer';

const MODAL_ID = 'ios-limited-job';

function LimitedJobBody() {
  return (
    <>
      <Text>{PlanLimitText.ios.jobAccessLimited}</Text>
      <DialogFooter>
        <Button data-autofocus onClick={() => closeModal(MODAL_ID)}>
          {errorMessages.limitedJob.close}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * Spec 01 §2.4, §8 iOS limited-job modal: the job is beyond the plan's active-jobs limit, and the iOS
 * app cannot open the plans, so it says to upgrade via a browser.
 */
export function openLimitedJobModal() {
  return openModal({ id: MODAL_ID, title: PlanLimitText.jobCannotBeViewed, children: <LimitedJobBody /> });
}
