import type { Address, AddressListResponse } from '@svarna/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/schema';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Delhi (11xxxx) and Mumbai (40xxxx) are delivered to; Bengaluru (560001) is known but not served.
  t = await createTestApp({ seed: false, env: { SERVICEABLE_PINCODE_PREFIXES: '11,40' } });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const base = '/api/users/me/address';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const delhi = {
  label: 'Home',
  line1: '12 Janpath',
  line2: 'Near the market',
  city: 'Central Delhi',
  state: 'Delhi',
  pincode: '110001',
  phone: '98765 43210',
};
const mumbai = {
  ...delhi,
  label: 'Office',
  line1: '5 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
};

async function addAddress(shopper: SignedIn, input: object = delhi) {
  const res = await call('POST', base, shopper.auth, input);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AddressListResponse).addresses;
}
async function listOf(shopper: SignedIn): Promise<Address[]> {
  const res = await call('GET', base, shopper.auth);
  expect(res.statusCode).toBe(200);
  return (res.json() as AddressListResponse).addresses;
}
const summary = (list: Address[]) => list.map((a) => [a.line1, a.isDefault]);

describe(`saving addresses (${process.env.API_TEST_DATABASE})`, () => {
  it('saves the first address as the default, with the phone in E.164, privately', async () => {
    const shopper = await signIn(t);
    expect(await listOf(shopper)).toEqual([]);
    const res = await call('POST', base, shopper.auth, { ...delhi, name: 'Asha', email: 'Asha@Mail.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as AddressListResponse;
    expect(body.message).toBe('Address added successfully');
    expect(body.addresses).toEqual([
      {
        _id: expect.stringMatching(/^\d+$/),
        label: 'Home',
        name: 'Asha',
        email: 'asha@mail.test',
        line1: '12 Janpath',
        line2: 'Near the market',
        city: 'Central Delhi',
        state: 'Delhi',
        pincode: '110001',
        country: 'India',
        phone: '+919876543210',
        isDefault: true,
      },
    ]);
    const read = await call('GET', base, shopper.auth);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json().addresses).toEqual(body.addresses);
  });

  it('lists the default first, then by creation; isDefault moves the default', async () => {
    const shopper = await signIn(t);
    await addAddress(shopper, { ...delhi, line1: 'first' });
    t.clock.advance(1000);
    expect(summary(await addAddress(shopper, { ...mumbai, line1: 'second' }))).toEqual([
      ['first', true],
      ['second', false],
    ]);
    t.clock.advance(1000);
    expect(summary(await addAddress(shopper, { ...mumbai, line1: 'third', isDefault: true }))).toEqual([
      ['third', true],
      ['first', false],
      ['second', false],
    ]);
  });

  it('makes exactly one default when first addresses arrive at once', async () => {
    const shopper = await signIn(t);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((line1) => call('POST', base, shopper.auth, { ...delhi, line1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const list = await listOf(shopper);
    expect(list).toHaveLength(3);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('refuses more than 20 addresses', async () => {
    const shopper = await signIn(t);
    for (let i = 1; i <= 20; i++) await addAddress(shopper, { ...delhi, line1: `House ${i}` });
    const res = await call('POST', base, shopper.auth, { ...delhi, line1: 'House 21' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 20 addresses/);
    expect(await listOf(shopper)).toHaveLength(20);
  });
});

describe(`pincode checks (${process.env.API_TEST_DATABASE})`, () => {
  const cases: [string, object, string][] = [
    [
      'unknown to India Post',
      { ...delhi, pincode: '999999' },
      'Pincode 999999 is not a known Indian pincode',
    ],
    [
      'not serviceable',
      { ...delhi, state: 'Karnataka', pincode: '560001' },
      'This pincode is not serviceable',
    ],
    ['in another state', { ...delhi, state: 'Maharashtra' }, 'Pincode 110001 is in Delhi, not Maharashtra'],
  ];

  for (const [what, input, message] of cases) {
    it(`refuses a pincode ${what} on create and update, naming pincode`, async () => {
      const shopper = await signIn(t);
      const [saved] = await addAddress(shopper, delhi);
      const before = await listOf(shopper);
      for (const [method, url] of [
        ['POST', base],
        ['PUT', `${base}/${saved!._id}`],
      ] as const) {
        const res = await call(method, url, shopper.auth, input);
        expect(res.statusCode, method).toBe(400);
        expect(res.json()).toMatchObject({ message, details: [{ field: 'pincode', message }] });
      }
      expect(await listOf(shopper)).toEqual(before);
    });
  }
});

describe(`changing addresses (${process.env.API_TEST_DATABASE})`, () => {
  it('updates an address, keeping name and email when they are not sent', async () => {
    const shopper = await signIn(t);
    const [saved] = await addAddress(shopper, { ...delhi, name: 'Asha', email: 'asha@mail.test' });
    const res = await call('PUT', `${base}/${saved!._id}`, shopper.auth, { ...mumbai, line2: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().message).toBe('Address updated successfully');
    expect(res.json().addresses).toEqual([
      { ...saved, ...mumbai, line2: '', phone: '+919876543210', name: 'Asha', email: 'asha@mail.test' },
    ]);
  });

  it('keeps one default: isDefault on update moves it, false on the default is ignored', async () => {
    const shopper = await signIn(t);
    await addAddress(shopper, { ...delhi, line1: 'first' });
    t.clock.advance(1000);
    const [, second] = await addAddress(shopper, { ...delhi, line1: 'second' });
    const moved = await call('PUT', `${base}/${second!._id}`, shopper.auth, {
      ...delhi,
      line1: 'second',
      isDefault: true,
    });
    expect(summary(moved.json().addresses)).toEqual([
      ['second', true],
      ['first', false],
    ]);
    const kept = await call('PUT', `${base}/${second!._id}`, shopper.auth, {
      ...delhi,
      line1: 'second',
      isDefault: false,
    });
    expect(summary(kept.json().addresses)).toEqual([
      ['second', true],
      ['first', false],
    ]);
  });

  it('sets the default', async () => {
    const shopper = await signIn(t);
    await addAddress(shopper, { ...delhi, line1: 'first' });
    t.clock.advance(1000);
    const [, second] = await addAddress(shopper, { ...delhi, line1: 'second' });
    const res = await call('PATCH', `${base}/${second!._id}/set-default`, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().message).toBe('Default address updated');
    expect(summary(res.json().addresses)).toEqual([
      ['second', true],
      ['first', false],
    ]);
    const again = await call('PATCH', `${base}/${second!._id}/set-default`, shopper.auth);
    expect(summary(again.json().addresses)).toEqual(summary(res.json().addresses));
  });

  it('deletes an address; deleting the default promotes the most recent remaining one', async () => {
    const shopper = await signIn(t);
    const [first] = await addAddress(shopper, { ...delhi, line1: 'first' });
    t.clock.advance(1000);
    await addAddress(shopper, { ...delhi, line1: 'second' });
    t.clock.advance(1000);
    const list = await addAddress(shopper, { ...delhi, line1: 'third' });
    const third = list.find((a) => a.line1 === 'third')!;
    const res = await call('DELETE', `${base}/${first!._id}`, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().message).toBe('Address deleted successfully');
    expect(summary(res.json().addresses)).toEqual([
      ['third', true],
      ['second', false],
    ]);
    const second = await call('DELETE', `${base}/${third._id}`, shopper.auth);
    expect(summary(second.json().addresses)).toEqual([['second', true]]);
    const gone = await call('DELETE', `${base}/${third._id}`, shopper.auth);
    expect(gone.statusCode).toBe(404);
  });
});

describe(`address ownership (${process.env.API_TEST_DATABASE})`, () => {
  it("answers 404 for another shopper's address and changes nothing", async () => {
    const owner = await signIn(t);
    const intruder = await signIn(t);
    await addAddress(owner, { ...delhi, line1: 'first' });
    const [, target] = await addAddress(owner, { ...delhi, line1: 'second' });
    await addAddress(intruder, mumbai);
    const before = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, Number(owner.user._id)));

    expect((await listOf(intruder)).map((a) => a.line1)).toEqual([mumbai.line1]);
    const attempts = [
      call('PUT', `${base}/${target!._id}`, intruder.auth, { ...mumbai, isDefault: true }),
      call('DELETE', `${base}/${target!._id}`, intruder.auth),
      call('PATCH', `${base}/${target!._id}/set-default`, intruder.auth),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Address not found');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const after = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, Number(owner.user._id)));
    expect(after).toEqual(before);
    expect((await listOf(intruder)).map((a) => [a.line1, a.isDefault])).toEqual([[mumbai.line1, true]]);
  });

  it('is for signed-in shoppers only', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['PUT', `${base}/1`],
      ['DELETE', `${base}/1`],
      ['PATCH', `${base}/1/set-default`],
    ] as const) {
      const res = await call(method, url, {}, method === 'POST' || method === 'PUT' ? delhi : undefined);
      expect(res.statusCode, method).toBe(401);
    }
  });
});

describe(`address bad input (${process.env.API_TEST_DATABASE})`, () => {
  const bad: [string, object, string][] = [
    ['no line1', { ...delhi, line1: undefined }, 'line1'],
    ['a blank line1', { ...delhi, line1: '   ' }, 'line1'],
    ['a line1 too long', { ...delhi, line1: 'x'.repeat(201) }, 'line1'],
    ['a line2 that is not text', { ...delhi, line2: 5 }, 'line2'],
    ['no city', { ...delhi, city: undefined }, 'city'],
    ['an unknown label', { ...delhi, label: 'Cottage' }, 'label'],
    ['an unknown state', { ...delhi, state: 'Atlantis' }, 'state'],
    ['no state', { ...delhi, state: undefined }, 'state'],
    ['a 5-digit pincode', { ...delhi, pincode: '11000' }, 'pincode'],
    ['a pincode as a number', { ...delhi, pincode: 110001 }, 'pincode'],
    ['a pincode with letters', { ...delhi, pincode: '11000a' }, 'pincode'],
    ['a pincode starting with 0', { ...delhi, pincode: '010001' }, 'pincode'],
    ['a short phone', { ...delhi, phone: '12345' }, 'phone'],
    ['a landline-like phone', { ...delhi, phone: '1234567890' }, 'phone'],
    ['no phone', { ...delhi, phone: undefined }, 'phone'],
    ['another country', { ...delhi, country: 'Nepal' }, 'country'],
    ['isDefault as text', { ...delhi, isDefault: 'yes' }, 'isDefault'],
    ['a bad email', { ...delhi, email: 'not-an-email' }, 'email'],
    ['a name too long', { ...delhi, name: 'n'.repeat(101) }, 'name'],
    ['an unknown field', { ...delhi, userId: '1' }, 'userId'],
  ];

  it('rejects every bad field with a 400 naming it, on create and update, and changes nothing', async () => {
    const shopper = await signIn(t);
    const [saved] = await addAddress(shopper, delhi);
    const before = await listOf(shopper);
    for (const [what, input, field] of bad) {
      for (const [method, url] of [
        ['POST', base],
        ['PUT', `${base}/${saved!._id}`],
      ] as const) {
        const res = await call(method, url, shopper.auth, input);
        expect(res.statusCode, `${method} ${what}`).toBe(400);
        expect(
          res
            .json()
            .details.map((d: { field: string }) => d.field)
            .join(' '),
          `${method} ${what}`,
        ).toContain(field);
      }
    }
    expect(await listOf(shopper)).toEqual(before);
  });

  it('rejects a bad address id with a 400 naming id', async () => {
    const shopper = await signIn(t);
    await addAddress(shopper, delhi);
    const before = await listOf(shopper);
    for (const id of ['abc', '1.5', '-1', '1e3', '9999999999']) {
      for (const [method, url, payload] of [
        ['PUT', `${base}/${id}`, delhi],
        ['DELETE', `${base}/${id}`, undefined],
        ['PATCH', `${base}/${id}/set-default`, undefined],
      ] as const) {
        const res = await call(method, url, shopper.auth, payload);
        expect(res.statusCode, `${method} ${id}`).toBe(400);
        expect(res.json().details[0].field).toBe('id');
      }
    }
    expect((await call('DELETE', `${base}/999999`, shopper.auth)).statusCode).toBe(404);
    expect(await listOf(shopper)).toEqual(before);
  });
});
