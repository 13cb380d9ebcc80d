import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../../../tests/helpers/seedOrders';
import { freshDb } from '../../../../tests/helpers/testDb';
import type { Db } from '../../store/db';
import { findOwnOrder } from './find-order';

describe('findOwnOrder', () => {
  let db: Db;

  beforeAll(async () => {
    db = await freshDb();
    await seedOrders(db, 'U-a', 1, 1_800_000_000_000);
    await seedOrders(db, 'U-b', 1, 1_800_000_000_000);
    await db.query("UPDATE buy_orders SET app_id = 'shop' WHERE order_no = 'BU-a000001'");
  });
  afterAll(() => db.close());

  it('finds a buy or a sell order of the user by its number', async () => {
    expect(await findOwnOrder(db, { userNo: 'U-a' }, 'BU-a000001')).toMatchObject({ side: 'buy', row: { order_no: 'BU-a000001' } });
    expect(await findOwnOrder(db, { userNo: 'U-a' }, 'SU-a000001')).toMatchObject({ side: 'sell', row: { order_no: 'SU-a000001' } });
  });

  it("finds an order placed through a merchant's checkout for that merchant only", async () => {
    expect(await findOwnOrder(db, { appId: 'shop' }, 'BU-a000001')).toMatchObject({ side: 'buy' });
    expect(await findOwnOrder(db, { appId: 'other-shop' }, 'BU-a000001')).toBeUndefined();
    expect(await findOwnOrder(db, { appId: 'shop' }, 'SU-a000001')).toBeUndefined();
  });

  it('finds nothing of another user, nor an unknown number', async () => {
    expect(await findOwnOrder(db, { userNo: 'U-b' }, 'BU-a000001')).toBeUndefined();
    expect(await findOwnOrder(db, { userNo: 'U-b' }, 'SU-a000001')).toBeUndefined();
    expect(await findOwnOrder(db, { userNo: 'U-a' }, 'B404')).toBeUndefined();
  });
});
