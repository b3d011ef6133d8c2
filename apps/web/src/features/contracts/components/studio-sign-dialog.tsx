import type { Contract } from '@focal/contracts/contracts/api';
import type { SignatureInput as Signature } from '@focal/contracts/contracts/signing';
import { Button, Checkbox, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { sharedMessages } from '../../../shared/messages';
import { signatureMessages } from '../../../shared/signature/messages';
import { DisclosureBox } from '../../../shared/signature/disclosure-box';
import { SignatureInput } from '../../../shared/signature/signature-input';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useSignContract } from '../api/contracts';
import { contractsMessages } from '../messages';

const texts = contractsMessages.page;

/** The owner's signature for the studio, on its turn: the same consent and signature as a client's. */
export function StudioSignDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const mine = contract.signers.find((s) => s.party === 'studio' && s.status === 'pending');
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState<Signature | null>(
    mine ? { kind: 'typed', text: mine.name } : null,
  );
  const sign = useSignContract();
  const submit = () =>
    signature &&
    sign.mutate(
      { contract, variables: signature },
      {
        onSuccess: () => {
          notifySuccess(texts.signedDone);
          onClose();
        },
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={texts.signTitle}
      centered
      size="lg"
      closeOnClickOutside={!sign.isPending}
    >
      <Stack gap="md">
        <DisclosureBox title={texts.disclosure} text={contract.disclosure ?? ''} maxHeight={180} />
        <Checkbox
          label={signatureMessages.consent}
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
        />
        <SignatureInput defaultName={mine?.name ?? ''} onChange={setSignature} />
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={sign.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button onClick={submit} disabled={!consent || !signature} loading={sign.isPending}>
          {texts.signConfirm}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
