import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { isMobileView, MOBILE_QUERY } from '../../../shared/platform';
import { registerRefresher } from '../../../shared/response-extras/refreshers';
import { ANNOUNCEMENTS_QUERY_KEY, announcementsQueryOptions } from '../api/get-announcements';
import { announcementPlatform, pickAnnouncements, type ShownAnnouncement } from '../lib/pick-announcements';

/**
 * The announcements this screen shows (spec 01 §4.6): loaded from the bootstrap subscription's
 * SUBSCRIPTION_ANNOUNCEMENTS link (none without one), loaded again on the `announcements`
 * refresher (`successPreferences.announcements.reloadRequired`), and re-picked when the window
 * crosses the mobile breakpoint.
 */
export function useAnnouncements(): ShownAnnouncement[] {
  const bootstrap = useBootstrap();
  const queryClient = useQueryClient();
  const url = bootstrap.subscription.resourcesLinks.SUBSCRIPTION_ANNOUNCEMENTS?.url ?? null;
  const mobile = useMediaQuery(MOBILE_QUERY, isMobileView(), { getInitialValueInEffect: false });
  const { data } = useQuery({
    ...announcementsQueryOptions(url ?? '', bootstrap.authorizedCompany.id),
    enabled: url !== null,
  });

  useEffect(
    () =>
      registerRefresher('announcements', () =>
        queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_QUERY_KEY }),
      ),
    [queryClient],
  );

  return useMemo(
    () => pickAnnouncements(data?.announcements ?? [], announcementPlatform(mobile)),
    [data, mobile],
  );
}
