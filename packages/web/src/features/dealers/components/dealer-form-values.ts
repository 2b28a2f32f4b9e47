import type { Dealer } from '@artledger/domain';

/** What the form holds: text as typed. The domain schemas turn it into the request body. */
export interface DealerFormValues {
  name: string;
  company_name: string;
  contact_person: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  relationship_type: string;
  preferred_contact_method: string;
  commission_type: string;
  commission_rate: string;
  payment_terms: string;
  specialties: string;
  notes: string;
  status: string;
}

export const emptyDealerValues: DealerFormValues = {
  name: '',
  company_name: '',
  contact_person: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  relationship_type: 'dealer',
  preferred_contact_method: 'email',
  commission_type: 'percentage',
  commission_rate: '',
  payment_terms: '',
  specialties: '',
  notes: '',
  status: 'active',
};

export function dealerToFormValues(dealer: Dealer): DealerFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: dealer.name,
    company_name: text(dealer.company_name),
    contact_person: text(dealer.contact_person),
    email: text(dealer.email),
    phone: text(dealer.phone),
    website: text(dealer.website),
    address: text(dealer.address),
    city: text(dealer.city),
    state: text(dealer.state),
    zip_code: text(dealer.zip_code),
    country: text(dealer.country),
    relationship_type: dealer.relationship_type,
    preferred_contact_method: dealer.preferred_contact_method,
    commission_type: dealer.commission_type,
    commission_rate: String(dealer.commission_rate),
    payment_terms: text(dealer.payment_terms),
    specialties: dealer.specialties.join(', '),
    notes: text(dealer.notes),
    status: dealer.status,
  };
}
