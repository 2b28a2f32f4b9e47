import { describe, expect, it } from 'vitest';
import { PAYMENT_FIELDS_NEED_PAID, saleUpdateSchema } from './sales.js';
import { messagesOf } from './test-helpers.js';

describe('saleUpdateSchema', () => {
  it('takes a payment date and check number only with payment_status paid', () => {
    expect(
      messagesOf(saleUpdateSchema, {
        payment_status: 'paid',
        payment_date: '2026-05-01',
        payment_check_number: 'CHK1',
      }),
    ).toEqual({});
    expect(messagesOf(saleUpdateSchema, { payment_status: 'paid', payment_date: '' })).toEqual({});
    expect(
      messagesOf(saleUpdateSchema, { payment_date: '2026-05-01', payment_check_number: 'CHK1' }),
    ).toEqual({
      payment_date: [PAYMENT_FIELDS_NEED_PAID],
    });
    expect(messagesOf(saleUpdateSchema, { payment_status: 'pending', payment_check_number: '' })).toEqual({
      payment_check_number: [PAYMENT_FIELDS_NEED_PAID],
    });
  });

  it('leaves buyer and notes editable on their own, and a status alone', () => {
    expect(messagesOf(saleUpdateSchema, { buyer_name: 'R. Collector', notes: 'Framed' })).toEqual({});
    expect(messagesOf(saleUpdateSchema, { payment_status: 'pending' })).toEqual({});
  });
});
