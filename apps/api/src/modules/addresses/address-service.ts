import type { Address, AddressInputSchema, AddressListResponse } from '@svarna/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { PincodeService } from '../pincode/pincode-service';
import { type AddressRow, createAddressRepository } from './address-repository';

export const MAX_ADDRESSES = 20;

type AddressFields = z.output<typeof AddressInputSchema>;

const addressNotFound = () => notFound('Address not found');

function toAddress(row: AddressRow): Address {
  return {
    _id: String(row.id),
    label: row.label,
    name: row.name,
    email: row.email,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

/**
 * Saved addresses of one shopper. A shopper with addresses always has exactly one default: the first
 * one saved, or the one last chosen; deleting it promotes the most recent of the others.
 */
export function createAddressService({
  db,
  clock,
  pincodes,
}: {
  db: Db;
  clock: Clock;
  pincodes: PincodeService;
}) {
  async function list(userId: number, message?: string): Promise<AddressListResponse> {
    const rows = await createAddressRepository(db).list(userId);
    return { success: true, ...(message ? { message } : {}), addresses: rows.map(toAddress) };
  }

  /** India Post must know the pincode, we must deliver there, and it must lie in the chosen state. */
  function checkDeliverable({ pincode, state }: AddressFields) {
    const problem = pincodes.deliveryProblem(pincode, state);
    if (problem) throw badRequest('pincode', problem);
  }

  const valuesOf = ({ isDefault: _, name, email, ...fields }: AddressFields) => ({
    ...fields,
    // name and email come only from checkout; an edit from the account page keeps what was saved
    ...(name === undefined ? {} : { name }),
    ...(email === undefined ? {} : { email }),
  });

  async function create(userId: number, input: AddressFields) {
    checkDeliverable(input);
    await db.transaction(async (tx) => {
      const repo = createAddressRepository(tx);
      await repo.lockOwner(userId);
      const count = await repo.count(userId);
      if (count >= MAX_ADDRESSES)
        throw badRequest(
          'addresses',
          `You can save at most ${MAX_ADDRESSES} addresses. Please delete one before adding another.`,
        );
      const isDefault = count === 0 || input.isDefault === true;
      if (isDefault) await repo.clearDefault(userId);
      await repo.insert(userId, { ...valuesOf(input), isDefault }, clock.now());
    });
    return list(userId, 'Address added successfully');
  }

  /** `isDefault: true` makes it the default; `false` on the default is ignored (choose another instead). */
  async function update(userId: number, id: number, input: AddressFields) {
    checkDeliverable(input);
    await db.transaction(async (tx) => {
      const repo = createAddressRepository(tx);
      await repo.lockOwner(userId);
      const existing = await repo.find(userId, id);
      if (!existing) throw addressNotFound();
      const makeDefault = input.isDefault === true && !existing.isDefault;
      if (makeDefault) await repo.clearDefault(userId);
      await repo.update(
        userId,
        id,
        { ...valuesOf(input), isDefault: existing.isDefault || makeDefault },
        clock.now(),
      );
    });
    return list(userId, 'Address updated successfully');
  }

  async function remove(userId: number, id: number) {
    await db.transaction(async (tx) => {
      const repo = createAddressRepository(tx);
      await repo.lockOwner(userId);
      const removed = await repo.remove(userId, id);
      if (!removed) throw addressNotFound();
      const next = removed.isDefault ? await repo.latest(userId) : null;
      if (next) await repo.markDefault(userId, next.id);
    });
    return list(userId, 'Address deleted successfully');
  }

  async function setDefault(userId: number, id: number) {
    await db.transaction(async (tx) => {
      const repo = createAddressRepository(tx);
      await repo.lockOwner(userId);
      if (!(await repo.find(userId, id))) throw addressNotFound();
      await repo.clearDefault(userId);
      await repo.markDefault(userId, id);
    });
    return list(userId, 'Default address updated');
  }

  return { list, create, update, remove, setDefault };
}

export type AddressService = ReturnType<typeof createAddressService>;
