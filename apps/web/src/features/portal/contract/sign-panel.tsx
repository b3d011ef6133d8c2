import { CONTRACT_LIMITS } from '@focal/contracts/contracts/limits';
import type { PortalContract, SignatureInput as Signature } from '@focal/contracts/contracts/signing';
import { Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { DisclosureBox } from '../../../shared/signature/disclosure-box';
import { SignatureInput } from '../../../shared/signature/signature-input';
import { signatureMessages } from '../../../shared/signature/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { loadOnApproach } from '../../../shared/ui/lazy-menu';
import { usePortalScope } from '../components/portal-scope';
import { declineContract, signContract } from './api';
import { portalContractMessages as texts } from './messages';

// The refusal's dialog (Mantine's modal) loads when first asked for; the button warms it on hover or focus.
const loadDecline = () => import('../components/decline-dialog');
const DeclineDialog = lazy(() => loadDecline().then((m) => ({ default: m.DeclineDialog })));
const declineTexts = {
  title: texts.declineTitle,
  reason: texts.declineReason,
  hint: texts.declineHint,
  confirm: texts.declineConfirm,
};

type Props = { contract: PortalContract; onDone: (answer: PortalContract) => void };

/**
 * The client's signature: the disclosure read first, the consent ticked (ESIGN 15 USC 7001(c)), then
 * a typed or drawn signature; or a refusal with a reason.
 */
export function SignPanel({ contract, onDone }: Props) {
  const scope = usePortalScope();
  const [consent, setConsent] = useState(false);
  const you = contract.signers.find((s) => s.isYou);
  // The name typed in advance is the signer's own, as the studio wrote it: a signature as it stands.
  const [signature, setSignature] = useState<Signature | null>(
    you?.name ? { kind: 'typed', text: you.name } : null,
  );
  const [declining, setDeclining] = useState(false);
  const sign = useMutation({
    mutationFn: (value: Signature) => signContract(scope, contract.id, value),
    onSuccess: (answer) => {
      notifySuccess(texts.signed);
      onDone(answer);
    },
    onError: (error) => handleApiError(error),
  });
  const decline = useMutation({
    mutationFn: (reason: string) => declineContract(scope, contract.id, reason),
    onSuccess: (answer) => {
      notifySuccess(texts.declinedDone);
      setDeclining(false);
      onDone(answer);
    },
    onError: (error) => handleApiError(error),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-sign">
      <Stack gap="md">
        <Title order={3} size="h4" id="contract-sign">
          {texts.signTitle}
        </Title>
        <DisclosureBox title={texts.disclosureTitle} text={contract.disclosure} maxHeight={220} />
        <Checkbox
          label={signatureMessages.consent}
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
        />
        <SignatureInput defaultName={you?.name ?? ''} onChange={setSignature} />
        <Group justify="space-between">
          {/* Plain red: Mantine draws a subtle red.8 at red.6 (3.3:1 on white); red's text colour reads at 5:1. */}
          <Button
            variant="subtle"
            color="red"
            onClick={() => setDeclining(true)}
            {...loadOnApproach(loadDecline)}
          >
            {texts.decline}
          </Button>
          <Button
            disabled={!consent || !signature}
            loading={sign.isPending}
            onClick={() => signature && sign.mutate(signature)}
          >
            {texts.sign}
          </Button>
        </Group>
      </Stack>
      {declining && (
        <Suspense fallback={null}>
          <DeclineDialog
            texts={declineTexts}
            maxLength={CONTRACT_LIMITS.reason}
            required
            confirmColor="red.9"
            loading={decline.isPending}
            onClose={() => setDeclining(false)}
            onDecline={(reason) => decline.mutate(reason)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
