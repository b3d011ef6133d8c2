import type { Client } from '@focal/contracts';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { MoveCompanyModal } from '../../../shared/studio/move-company-modal';
import { showToast } from '../../../shared/toasts/toasts';
import { useMoveClient } from '../api/client-actions';
import { CLIENTS_PATH } from '../lib/paths';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;

/** Move to company…: another company of the account the user works in; the client leaves this company's list. */
export function MoveClientModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const navigate = useNavigate();
  const move = useMoveClient();
  return (
    <MoveCompanyModal
      text={texts.moveIntro}
      loading={move.isPending}
      onClose={onClose}
      onMove={(company) =>
        move.mutate(
          { clientId: client.id, companyId: company.id },
          {
            onSuccess: () => {
              showToast({ tone: 'success', message: texts.moved(company.name) });
              onClose();
              void navigate(CLIENTS_PATH);
            },
            onError: (error) => handleApiError(error),
          },
        )
      }
    />
  );
}
