import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeSession } from './session-store';

export const useSignedIn = () => useSyncExternalStore(subscribeSession, isSignedIn, () => false);
