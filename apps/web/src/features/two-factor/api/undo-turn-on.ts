import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The turned-on notice's "This was not me": two-factor off and every session ended (public). */
export const useUndoTurnOn = () =>
  useMutation({
    mutationFn: (token: string) => apiFetch(ApiRoutes.undoTwoFactor, { body: { token }, auth: false }),
  });
