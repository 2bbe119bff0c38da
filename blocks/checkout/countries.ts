/** The billing countries offered (ISO 3166-1 alpha-2, what the service's address check takes), named in each language. */
const CODES = ['NZ', 'AU', 'CK', 'NU', 'TK', 'WS', 'TO', 'FJ', 'GB', 'US', 'CA'] as const;

const NAMES: Record<'en' | 'mi', Record<(typeof CODES)[number], string>> = {
  en: { NZ: 'New Zealand', AU: 'Australia', CK: 'Cook Islands', NU: 'Niue', TK: 'Tokelau', WS: 'Samoa', TO: 'Tonga', FJ: 'Fiji', GB: 'United Kingdom', US: 'United States', CA: 'Canada' },
  mi: { NZ: 'Aotearoa', AU: 'Ahitereiria', CK: 'Kuki Airani', NU: 'Niuē', TK: 'Tokelau', WS: 'Hāmoa', TO: 'Tonga', FJ: 'Whītī', GB: 'Te Hononga o Piritene', US: 'Amerika', CA: 'Kānata' },
};

export const COUNTRIES = {
  en: CODES.map((value) => ({ value, label: NAMES.en[value] })),
  mi: CODES.map((value) => ({ value, label: NAMES.mi[value] })),
};
