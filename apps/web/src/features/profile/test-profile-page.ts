import type { Bootstrap } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { MyProfile } from '@focal/contracts/profile';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';

export const PROFILE_PATH_UNDER_TEST = '/settings/profile';
export const PROFILE: MyProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  pendingEmail: null,
  hasPassword: true,
  photoUrl: null,
};

type Setup = {
  profile?: MyProfile;
  /** The bootstrap's profile links instead of the fixture's (UPLOAD_PHOTO, PHOTO_URL…). */
  links?: Bootstrap['profile']['resourcesLinks'];
  twoFactor?: 'ON' | 'OFF';
  routes?: Parameters<typeof mockApi>[0];
};

/**
 * Signs Ada in and answers what /settings/profile asks for: the bootstrap, the banners, the profile
 * and the metadata of the Security section (the two-factor feature's, which app/ puts on the page).
 */
export function mockProfilePage({ profile = PROFILE, links, twoFactor = 'OFF', routes = {} }: Setup = {}) {
  signIn();
  const bootstrap = bootstrapFixture();
  if (links) bootstrap.profile.resourcesLinks = links;
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrap),
    [`GET ${ApiRoutes.getProfile.path}`]: () => ok(profile),
    [`GET ${ApiRoutes.getTwoFactorSetupMetadata.path}`]: () =>
      ok({
        user2faState: twoFactor,
        configure2faMetadata: null,
        enforcement: {
          companyName: 'Lovelace Studio',
          required: false,
          canChange: false,
          requiredElsewhere: false,
        },
        recoveryCodesLeft: twoFactor === 'ON' ? 10 : 0,
        enabledAt: null,
      }),
    ...routes,
  });
}
