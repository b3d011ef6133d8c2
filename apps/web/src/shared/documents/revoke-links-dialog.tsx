import { handleApiError } from '../errors/handle-api-error';
import { notifySuccess } from '../toasts/toasts';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { type RevokeLinksRoute, useRevokeDocumentLinks } from './api/revoke-document-links';

/** The words of "Stop the client's link", in the document's own terms (its feature's messages). */
export type RevokeLinksTexts = {
  revokeTitle: string;
  revokeText: string;
  revokeConfirm: string;
  revoked: (count: number) => string;
};

type Props = {
  route: RevokeLinksRoute;
  id: string;
  texts: RevokeLinksTexts;
  opened: boolean;
  onClose: () => void;
};

/** "Stop the client's link?": stops every link mailed for the document and says how many stopped. */
export function RevokeLinksDialog({ route, id, texts, opened, onClose }: Props) {
  const stop = useRevokeDocumentLinks(route, id);
  return (
    <ConfirmDialog
      opened={opened}
      title={texts.revokeTitle}
      text={texts.revokeText}
      confirmLabel={texts.revokeConfirm}
      danger
      loading={stop.isPending}
      onClose={onClose}
      onConfirm={() =>
        stop.mutate(undefined, {
          onSuccess: ({ revoked }) => {
            notifySuccess(texts.revoked(revoked));
            onClose();
          },
          onError: (error) => {
            onClose();
            handleApiError(error);
          },
        })
      }
    />
  );
}
