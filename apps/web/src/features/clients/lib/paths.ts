export const CLIENTS_PATH = '/clients';
