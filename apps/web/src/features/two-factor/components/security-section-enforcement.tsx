import '@mantine/core/styles/Switch.css';
import type { TwoFactorSetupMetadata } from '@focal/contracts/two-factor';
import { Switch } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useSetTwoFactorEnforcement } from '../api/set-enforcement';
import { securityMessages } from './security-section-messages';

const texts = securityMessages.enforcement;

type Props = { companyId: string; status: TwoFactorSetupMetadata };

/**
 * The owner's switch (shown only where the server says canChange). Requiring two-factor of a team
 * needs the owner's own first, so it stays disabled with a hint while theirs is off; a requirement
 * already on can always be lifted.
 */
export function EnforcementSwitch({ companyId, status }: Props) {
  const change = useSetTwoFactorEnforcement(companyId);
  const { companyName, required } = status.enforcement;
  const ownOn = status.user2faState === 'ON';

  const toggle = async (next: boolean) => {
    try {
      await change.mutateAsync(next);
      notifySuccess(next ? texts.turnedOn(companyName) : texts.turnedOff(companyName));
    } catch (error) {
      handleApiError(error);
    }
  };

  // Mantine wraps the description in the <label>: without aria-label it would join the name.
  return (
    <Switch
      label={texts.label(companyName)}
      aria-label={texts.label(companyName)}
      description={ownOn ? texts.hintOn : texts.hintOff}
      checked={required}
      disabled={change.isPending || (!ownOn && !required)}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
