import { useParams } from 'react-router';

/** The :id route param as a number; NaN when it is not one (the dealer query then stays off). */
export function useDealerId(): number {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}
