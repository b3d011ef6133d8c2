import type { ResourceLink } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { followLink } from '../../../shared/http/resource-link';

/** POSTs the RESEND_CONFIRMATION link the sign-up answer carried (its url holds the token). */
const resendConfirmation = (link: ResourceLink) => followLink<null>(link);

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
