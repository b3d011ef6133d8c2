import type { MyProfile } from '@focal/contracts/profile';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { profileQueryOptions } from '../api/get-profile';
import { EmailSection } from '../components/email-section';
import { NameForm } from '../components/name-form';
import { PasswordForm } from '../components/password-form';
import { PhotoSection } from '../components/photo-section';
import { profileMessages as texts } from '../messages';

/**
 * /settings/profile: the signed-in user's own name, address, password and photo. `security` draws
 * the two-factor feature's section for the loaded profile (whether it has a password to ask for),
 * composed in by app/frame-routes.tsx (a feature imports no other).
 */
export function ProfilePage({ security }: { security?: (profile: MyProfile) => ReactNode }) {
  const query = useQuery(profileQueryOptions());

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/settings" size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} />
      <QueryState query={query} loading={texts.loading} failed={texts.loadFailed} retry={texts.retry}>
        {(profile) => (
          <>
            <NameForm profile={profile} />
            <EmailSection profile={profile} />
            <PasswordForm profile={profile} />
            <PhotoSection photoUrl={profile.photoUrl} />
            {security?.(profile)}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
