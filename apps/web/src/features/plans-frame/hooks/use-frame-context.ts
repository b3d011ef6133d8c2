import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { refresh } from '../../../shared/response-extras/refreshers';
import { subscriptionQueryKey, subscriptionStatusQueryOptions } from '../api/subscription-status';
import type { FrameContext } from '../lib/frame-actions';

type Frame = { show(url: string): void; clear(): void; opened(view: string): void };

/** The handlers' view of the app: the frame, the router and the data a payment changes. */
export function useFrameContext(frame: Frame, userDropdownKey: QueryKey | undefined): FrameContext {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  return useMemo(() => {
    // Always asks the server: the payment has just changed the answer.
    const fetchStatus = () => queryClient.fetchQuery({ ...subscriptionStatusQueryOptions(), staleTime: 0 });
    // A fetch already under way (the route's refresh) is joined, not cancelled and sent again.
    const joining = { cancelRefetch: false };
    const refreshSubscription = () => {
      void queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions().queryKey }, joining);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }, joining);
      void fetchStatus().catch(() => {});
      // The announcements are subscription data too (trial days left, a failed renewal).
      refresh('announcements');
    };
    return {
      ...frame,
      pathname: () => pathname.current,
      navigate: (to) => void navigate(to),
      fetchStatus,
      refreshSubscription,
      refreshAfterPayment: ({ navigated }) => {
        // A navigation renders its page afresh already; reloading the old route would undo it.
        if (!navigated) refresh('route');
        refreshSubscription();
        if (userDropdownKey) void queryClient.invalidateQueries({ queryKey: userDropdownKey }, joining);
        refresh('intercom');
      },
    };
  }, [frame, navigate, queryClient, userDropdownKey]);
}
