/** A client's profile (spec 01 §2.1: /clients/client/{id}), where the header's client links go. */
export const clientProfilePath = (id: string) => `/clients/client/${encodeURIComponent(id)}`;
