import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { listSchemaFiles, schemasDir } from '../../shared/config/check/schemaFiles';
import { schemaIdBase } from './schemas';

let test: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('query-numbers@example.com');
});
afterAll(() => test.close());

const call = (url: string) => {
  test.clock.advance(1);
  return user.signedInject('GET', url);
};
const notInteger = (field: string) => ({ returnCode: '40000', returnMsg: `${field}: must be integer`, data: null, success: false });

describe('query integers', () => {
  it.each(['Infinity', '-Infinity', '1e309', '0x10', '1e1', '%2010', '0b1'])('refuses pageSize=%s as not an integer', async (value) => {
    const response = await call(`/trade/list?pageSize=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notInteger('pageSize'));
  });

  it('refuses pageIndex=Infinity on the sell history with a 400, not a database error', async () => {
    const response = await call('/trade/query/sell/order/history?pageIndex=Infinity');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notInteger('pageIndex'));
  });

  it('reads a plain decimal integer', async () => {
    expect((await call('/trade/list?pageIndex=1&pageSize=20')).json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { result: [], total: 0 },
      success: true,
    });
  });

  it('leaves number-like text in a text field as text', async () => {
    expect((await call('/index/v2/crypto/list?side=buy&coin=0x10')).json().success).toBe(true);
  });
});

describe('schema ids', () => {
  it('name every schema file by its path under schemas/, as a urn and not a URL nobody serves', () => {
    const misnamed = listSchemaFiles()
      .map((file) => ({ file, id: (JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as { $id?: string }).$id }))
      .filter(({ file, id }) => id !== `${schemaIdBase}${file}`);
    expect(misnamed).toEqual([]);
  });
});
