import { Anchor } from '@mantine/core';
import { openPlansFrame } from '../response-extras/plans-frame';
import { type LimitForm, limitForm, limitMessage, type LimitSubject, planLimitsMessages } from './messages';

type Props = {
  subject: LimitSubject;
  max: number | null;
  /** Where {action} leads (actions.UPGRADE or an UPGRADE_PLAN link); without it {action} is plain text. */
  upgradeUrl?: string | undefined;
  form?: LimitForm;
};

/**
 * A plan-limit message of spec 01 §8 with its {action} as an 'Upgrade' link that opens the plans
 * frame. The iOS form has no {action} (the app sells no plans: it says to upgrade via a browser).
 */
export function LimitMessageText({ subject, max, upgradeUrl, form = limitForm() }: Props) {
  const { before, action, after } = limitMessage(subject, max, form);
  if (!action) return <>{before}</>;
  return (
    <>
      {before}
      {upgradeUrl ? (
        <Anchor component="button" type="button" inherit fw={600} onClick={() => openPlansFrame(upgradeUrl)}>
          {planLimitsMessages.upgrade}
        </Anchor>
      ) : (
        planLimitsMessages.upgrade
      )}
      {after}
    </>
  );
}
