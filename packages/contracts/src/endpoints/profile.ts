import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  myProfileResponseSchema,
  updateProfileRequestSchema,
  uploadPhotoRequestSchema,
  uploadPhotoResponseSchema,
} from '../profile.ts';

const profile = { tags: ['profile'], access: 'user' } as const;

/** Settings → My profile: the signed-in user changes their own name, address and password. */
export const profileEndpoints = {
  getProfile: endpoint(R.getProfile, {
    ...profile,
    description: 'The signed-in user: name, email, an address change waiting for its link.',
    response: myProfileResponseSchema,
  }),
  updateProfile: endpoint(R.updateProfile, {
    ...profile,
    description: "Changes the signed-in user's first and last name.",
    body: updateProfileRequestSchema,
    response: myProfileResponseSchema,
  }),
  changeEmail: endpoint(R.changeEmail, {
    ...profile,
    description: 'Mails a confirmation link to the new address; the address changes when it is opened.',
    body: changeEmailRequestSchema,
    response: myProfileResponseSchema,
  }),
  changePassword: endpoint(R.changePassword, {
    ...profile,
    description: 'Sets a new password, given the current one; every other session of the user ends.',
    body: changePasswordRequestSchema,
    response: emptyDataSchema,
  }),
  uploadPhoto: endpoint(R.uploadPhoto, {
    ...profile,
    description:
      "Sets the signed-in user's photo from a base64 image: decoded, re-encoded as an 80×80 PNG, the old one removed.",
    body: uploadPhotoRequestSchema,
    response: uploadPhotoResponseSchema,
  }),
};
