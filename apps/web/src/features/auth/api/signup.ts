import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import type { signupRequestSchema } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/http/client';

type SignupBody = z.output<typeof signupRequestSchema>;
export type SignupResult = EndpointData<Endpoints['signup']>;

const signup = (body: SignupBody) => apiFetch(ApiRoutes.signup, { body, auth: false });

export const useSignup = () => useMutation({ mutationFn: signup });
