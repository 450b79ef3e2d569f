import type { BusinessHours } from '@sc/contract';

/**
 * The main time zone of common exporting countries, for the business hours a company starts with.
 * A country not listed starts on UTC; the supplier picks its own zone when it saves its hours.
 */
const ZONE_BY_COUNTRY: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BE: 'Europe/Brussels',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CH: 'Europe/Zurich',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  ID: 'Asia/Jakarta',
  IE: 'Europe/Dublin',
  IN: 'Asia/Kolkata',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PE: 'America/Lima',
  PH: 'Asia/Manila',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  US: 'America/New_York',
  UY: 'America/Montevideo',
  VN: 'Asia/Ho_Chi_Minh',
  ZA: 'Africa/Johannesburg',
};

/** Monday to Friday, 09:00–18:00, in the country's main time zone. */
export function defaultHours(country: string): BusinessHours {
  return {
    timeZone: ZONE_BY_COUNTRY[country] ?? 'UTC',
    days: [1, 2, 3, 4, 5],
    opensAt: '09:00',
    closesAt: '18:00',
  };
}
