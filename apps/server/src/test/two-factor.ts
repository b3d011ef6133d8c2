import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Configure2faMetadata, TurnOnTwoFactorRequest } from '@focal/contracts';
import { expect } from 'vitest';
import { codeAt, TOTP_PERIOD_SECONDS } from '../modules/two-factor/totp.ts';
import type { Api, As } from './api-test.ts';
import { GOOD_PASSWORD, randomIp } from './factories.ts';

/** Three questions with answers, as the setup's step 2 sends them. */
export const SECRET_ANSWERS: TurnOnTwoFactorRequest['secretQuestions'] = [
  { question: 'first-pet', answer: 'Rex' },
  { question: 'first-camera', answer: 'Pentax K1000' },
  { question: 'first-car', answer: 'Fiat Panda' },
];

/**
 * The authenticator's code now, or `steps` steps later. One step of drift is accepted, so a test
 * uses a secret twice within one step: now first, then the next step's code (each opens once).
 */
export const codeOf = (secret: string, steps = 0) =>
  codeAt(secret, Date.now() + steps * TOTP_PERIOD_SECONDS * 1000);

/** My profile's setup started: the new secret and its links (GET setup-metadata while off). */
export async function startSetup(api: Api, as: As): Promise<Configure2faMetadata> {
  const res = await api.get(ApiRoutes.getTwoFactorSetupMetadata.path, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.configure2faMetadata;
}

/**
 * Two-factor turned on through My profile with the current code and the account's password (the
 * factories' GOOD_PASSWORD unless `extra` says otherwise; ignored for an account without one): the
 * secret (its next step's code is still unused), the code it used, and the recovery codes shown once.
 */
export async function turnedOn(api: Api, as: As, extra: Partial<TurnOnTwoFactorRequest> = {}) {
  const setup = await startSetup(api, as);
  const code = codeOf(setup.twoFaSecret);
  const res = await api.post(
    ApiRoutes.turnOnTwoFactor.path,
    {
      sixDigitVerificationCode: code,
      secretQuestions: SECRET_ANSWERS,
      currentPassword: GOOD_PASSWORD,
      ...extra,
    },
    // An address of its own: wrong codes elsewhere in the file count per address (limits.ts).
    { as, ip: randomIp() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { secret: setup.twoFaSecret, code, recoveryCodes: res.json().data.recoveryCodes as string[] };
}
