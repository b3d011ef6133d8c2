import { jobsPath } from '../../../shared/paths';

/** The clients, leads and jobs pages open their '+ New' modal from `?new=1` (parts WC and WJ). */
export const NEW_CLIENT_PATH = '/clients?new=1';
export const newJobPath = (kind: 'lead' | 'job') => `${jobsPath(kind)}?new=1`;
