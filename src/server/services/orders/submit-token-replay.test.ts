import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { orderOfSubmitToken } from './submit-token-replay';

const first = { order_no: 'B1', request_digest: 'same' };

describe('orderOfSubmitToken', () => {
  it('answers the order already made under the token without creating another', async () => {
    let created = 0;
    const order = await orderOfSubmitToken(
      async () => first,
      'same',
      async () => ({ order_no: `B${++created + 1}`, request_digest: 'same' }),
    );
    expect(order).toBe(first);
    expect(created).toBe(0);
  });

  it('answers the first order when it committed between the first look and a refusal of this call (its quote already taken)', async () => {
    const looks = [undefined, first];
    const order = await orderOfSubmitToken(
      async () => looks.shift(),
      'same',
      async () => {
        throw new ApiError('quoteExpired');
      },
    );
    expect(order).toBe(first);
  });

  it('refuses with idempotencyConflict when that first order was made by another body', async () => {
    const looks = [undefined, first];
    const call = orderOfSubmitToken(
      async () => looks.shift(),
      'other',
      async () => {
        throw new ApiError('quoteExpired');
      },
    );
    await expect(call).rejects.toMatchObject({ errorName: 'idempotencyConflict' });
  });

  it("keeps this call's own refusal when no order holds the token", async () => {
    const call = orderOfSubmitToken(
      async () => undefined,
      'same',
      async () => {
        throw new ApiError('quoteExpired');
      },
    );
    await expect(call).rejects.toMatchObject({ errorName: 'quoteExpired' });
  });

  it('lets a failure that is not a refusal through without looking again', async () => {
    let looks = 0;
    const call = orderOfSubmitToken(
      async () => (looks++, undefined),
      'same',
      async () => {
        throw new Error('store down');
      },
    );
    await expect(call).rejects.toThrow('store down');
    expect(looks).toBe(1);
  });
});
