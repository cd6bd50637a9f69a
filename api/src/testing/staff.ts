import type { FastifyInstance } from 'fastify';
import type { Role } from '@arcade/contracts';
import type { Db } from '../db/db';
import { newPlayer, type Player } from '../modules/wallet/testing/players';

/**
 * A signed-in staff member of the given role (contracts/src/staff.ts). The role is read from the users row on
 * every request, so promoting the new account after its login is enough.
 */
export async function newStaff(app: FastifyInstance, db: Db, role: Exclude<Role, 'USER'>): Promise<Player> {
  const staff = await newPlayer(app, db, role.toLowerCase());
  await db.query(`UPDATE users SET role = $1 WHERE id = $2`, [role, staff.userId]);
  return staff;
}
