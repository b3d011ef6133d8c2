import { Button, Group, Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { useSignOut } from '../api/portal-links';
import { portalSignInPath } from '../lib/scope';
import { portalMessages as texts } from '../messages';
import { usePortalScope } from './portal-scope';

/** "Signed in as …" and Sign out (not in the studio's preview: it has no session to end). */
export function AccountMenu({ name }: { name: string }) {
  const scope = usePortalScope();
  const navigate = useNavigate();
  const signOut = useSignOut(scope);
  const leave = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        showToast({ tone: 'success', message: texts.signedOut });
        void navigate(portalSignInPath(scope.companyId), { replace: true });
      },
      onError: (error) => handleApiError(error),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {texts.signedInAs(name)}
      </Text>
      {!scope.preview && (
        <Button variant="default" size="xs" onClick={leave} loading={signOut.isPending}>
          {texts.signOut}
        </Button>
      )}
    </Group>
  );
}

/** The menu's place while the session loads: the band keeps its height when the name arrives. */
export function AccountPlaceholder() {
  return <Skeleton height={30} width={220} />;
}
