/** A postal address as the server keeps it (clients, sessions): each part optional; placeId when picked from the maps service. */
export type AddressValue = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
  placeId?: string | null;
};

const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** One line for lists and headers: the parts that are filled, joined by commas. */
export const addressInOneLine = (address: AddressValue | null | undefined) =>
  ADDRESS_PARTS.map((part) => address?.[part]?.trim())
    .filter(Boolean)
    .join(', ');
