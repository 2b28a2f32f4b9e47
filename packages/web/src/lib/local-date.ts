import { lightFormat } from 'date-fns/lightFormat';

/** Today on the artist's own calendar as yyyy-MM-dd (toISOString would give the UTC day). */
export function localToday(): string {
  return lightFormat(new Date(), 'yyyy-MM-dd');
}
