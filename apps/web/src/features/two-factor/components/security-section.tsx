import type { TwoFactorSetupMetadata } from '@focal/contracts/two-factor';
import { RECOVERY_CODE_COUNT } from '@focal/contracts/two-factor-constants';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { describeError } from '../../../shared/errors/describe-error';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatDateInZone } from '../../../shared/format/format-date';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { Section } from '../../../shared/ui/section';
import { twoFactorStatusOptions, useTwoFactorStatus } from '../api/get-setup-metadata';
import { openTwoFactor } from '../control';
import { EnforcementSwitch } from './security-section-enforcement';
import { securityMessages as texts } from './security-section-messages';
import { TurnOffModal } from './security-section-turn-off';

/** Few enough that a warning says how to get new ones (there is no other way than off and on). */
const CODES_LOW = 2;

function RecoveryCodesLeft({ left }: { left: number }) {
  return (
    <div>
      <Text size="sm">{texts.codesLeft(left, RECOVERY_CODE_COUNT)}</Text>
      {left <= CODES_LOW && (
        <Text size="sm" c={left === 0 ? 'red.9' : 'dimmed'}>
          {left === 0 ? texts.codesNone : texts.codesLow}
        </Text>
      )}
    </div>
  );
}

function StatusText({ status, timeZone }: { status: TwoFactorSetupMetadata; timeZone: string }) {
  if (status.user2faState === 'OFF') return <Text>{texts.off}</Text>;
  return (
    <Text>{status.enabledAt ? texts.onSince(formatDateInZone(status.enabledAt, timeZone)) : texts.on}</Text>
  );
}

/**
 * My profile → Security: the user's two-factor state, setting it up (the setup modal of this
 * feature, through its control, with a secret fetched just then; it asks for the current password
 * where the account has one), turning it off with a code, the recovery codes left, and the owner's
 * requirement for the current company.
 */
export function SecuritySection({ hasPassword = false }: { hasPassword?: boolean }) {
  const { id: companyId, timeZone } = useBootstrap().authorizedCompany;
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [starting, setStarting] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  const setUp = async () => {
    setStarting(true);
    let fresh: TwoFactorSetupMetadata;
    try {
      // A secret of its own for this setup (each answer replaces the previous pending one), and the
      // modals' code, before the modal opens.
      [fresh] = await Promise.all([
        queryClient.fetchQuery({ ...twoFactorStatusOptions(companyId), staleTime: 0 }),
        import('./two-factor-modals'),
      ]);
    } catch (error) {
      handleApiError(error);
      return;
    } finally {
      setStarting(false);
    }
    // Turned on meanwhile (another tab): the section shows it from the answer just cached.
    if (fresh.user2faState === 'ON' || !fresh.configure2faMetadata) return;
    const result = await openTwoFactor('SETUP', {
      user2faState: fresh.user2faState,
      configure2faMetadata: fresh.configure2faMetadata,
      enforcement: fresh.enforcement,
      askPassword: hasPassword,
    });
    if (result === 'SETUP_ONLY') await queryClient.invalidateQueries({ queryKey: ['two-factor', 'status'] });
  };

  return (
    <Section title={texts.heading}>
      <Title order={3} size="h5" mb="xs">
        {texts.title}
      </Title>
      {status.isPending ? (
        <LoadingStatus label={texts.loading} visibleLabel py="md" />
      ) : status.isError ? (
        <Alert color="red" title={texts.loadFailed}>
          <Text size="sm">{describeError(status.error).message}</Text>
          <Button mt="sm" size="compact-md" variant="default" onClick={() => void status.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm">
          <StatusText status={status.data} timeZone={timeZone} />
          {status.data.user2faState === 'ON' && status.data.recoveryCodesLeft !== null && (
            <RecoveryCodesLeft left={status.data.recoveryCodesLeft} />
          )}
          {status.data.enforcement.required && !status.data.enforcement.canChange && (
            <Text size="sm">{texts.requiredHere(status.data.enforcement.companyName)}</Text>
          )}
          {status.data.enforcement.requiredElsewhere && <Text size="sm">{texts.requiredElsewhere}</Text>}
          <Group>
            {status.data.user2faState === 'ON' ? (
              <Button variant="default" onClick={() => setTurningOff(true)}>
                {texts.turnOff}
              </Button>
            ) : (
              <Button loading={starting} onClick={() => void setUp()}>
                {texts.setUp}
              </Button>
            )}
          </Group>
          {status.data.enforcement.canChange && (
            <EnforcementSwitch companyId={companyId} status={status.data} />
          )}
        </Stack>
      )}
      <TurnOffModal opened={turningOff} onClose={() => setTurningOff(false)} />
    </Section>
  );
}
