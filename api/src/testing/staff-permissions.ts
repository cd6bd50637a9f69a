import type { FastifyInstance } from 'fastify';
import { ROLE_PERMISSIONS, type Role, type StaffPermission } from '@arcade/contracts';
import type { Db } from '../db/db';
import { call, newPlayer, type Player } from '../modules/wallet/testing/players';
import { newStaff } from './staff';

export type StaffRole = Exclude<Role, 'USER'>;
export const STAFF_ROLES = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter(
  (r): r is StaffRole => r !== 'USER',
);

/** A signed-in player and one signed-in staff member of each role, made once per test file. */
export interface Callers {
  player: Player;
  staff: Record<StaffRole, Player>;
}

export async function makeCallers(app: FastifyInstance, db: Db): Promise<Callers> {
  const player = await newPlayer(app, db);
  const staff = {} as Record<StaffRole, Player>;
  for (const role of STAFF_ROLES) staff[role] = await newStaff(app, db, role);
  return { player, staff };
}

export interface StaffEndpoint {
  method: 'GET' | 'POST';
  url: string;
  permission: StaffPermission;
  payload?: unknown;
}

/**
 * Table-driven over the permission table (contracts' ROLE_PERMISSIONS): the endpoint answers 401 without a session,
 * 403 to a player and 403 to every staff role that does not hold its permission. Answers the roles that hold it
 * (the caller checks what they get).
 */
export async function expectRefusedWithoutPermission(
  app: FastifyInstance,
  callers: Callers,
  endpoint: StaffEndpoint,
): Promise<StaffRole[]> {
  const { method, url, payload, permission } = endpoint;
  const seen: Record<string, number> = {};
  seen.anonymous = (await call(app, undefined, method, url, payload)).status;
  seen.player = (await call(app, callers.player.cookies, method, url, payload)).status;
  const holders: StaffRole[] = [];
  const expected: Record<string, number> = { anonymous: 401, player: 403 };
  for (const role of STAFF_ROLES) {
    if (ROLE_PERMISSIONS[role].includes(permission)) {
      holders.push(role);
      continue;
    }
    expected[role] = 403;
    seen[role] = (await call(app, callers.staff[role].cookies, method, url, payload)).status;
  }
  const name = `${method} ${url} (${permission})`;
  expect({ [name]: seen }).toEqual({ [name]: expected });
  return holders;
}
