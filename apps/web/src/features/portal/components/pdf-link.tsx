import { Anchor, Group, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/documents/save-blob';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import { documentMessages } from '../../documents';
import { portalRequest } from '../lib/scope';
import { usePortalScope } from './portal-scope';

type Props = { href: string; name: string; label?: string; text?: string };

/**
 * A document's PDF. The client's session cookie goes with a plain link; the studio's preview names
 * itself in headers, which a link cannot send, so it fetches the file and saves it.
 */
export function PdfLink({ href, name, label, text = documentMessages.pdf }: Props) {
  const scope = usePortalScope();
  const download = useMutation({
    mutationFn: () => apiFetch(href, { ...portalRequest(scope), responseType: 'blob' }) as Promise<Blob>,
    onSuccess: (blob) => saveBlob(blob, name),
    onError: (error) => handleApiError(error),
  });
  const common = { fw: 600, size: 'sm', 'aria-label': label } as const;
  if (!scope.preview)
    return (
      <Anchor href={href} download={name} {...common}>
        {text}
      </Anchor>
    );
  return (
    // While it downloads a spinner shows, and a second click fetches nothing more.
    <Anchor
      component="button"
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending}
      {...common}
    >
      <Group component="span" gap={6} wrap="nowrap">
        {text}
        {download.isPending && <Loader size={12} aria-hidden />}
      </Group>
    </Anchor>
  );
}
