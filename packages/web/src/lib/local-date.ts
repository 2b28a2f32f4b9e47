import { format } from 'date-fns/format';

/** Today on the artist's own calendar as yyyy-MM-dd (toISOString would give the UTC day). */
export function localToday(): string {
  return format(new Date(), 'yyyy-MM-dd');
}
