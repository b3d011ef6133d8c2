export const CLIENTS_PATH = '/clients';
export const clientPath = (id: string) => `/clients/client/${encodeURIComponent(id)}`;
