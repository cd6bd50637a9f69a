import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_RULES, IDENTITY_MESSAGES } from '@arcade/contracts';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { updateUser, type UserRow } from '../users/user-repository';
import type { IdentityContext } from './identity-context';
import { findAvatarUrl } from './identity-repository';
import { MIME_BY_EXT, sniffImage, type ImageType } from './image-type';

export const AVATAR_URL_PREFIX = '/api/v1/user/avatar/';
const AVATAR_ID_RE = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export const avatarDir = (ctx: IdentityContext) => path.join(ctx.settings.filesDir, 'avatars');

/**
 * Stores an uploaded avatar (PNG, JPEG or WebP by magic bytes, at most 2 MB) as FILES_DIR/avatars/<random>.<ext>,
 * sets avatar_url to /api/v1/user/avatar/<file> and removes the previous file.
 */
export async function saveAvatar(ctx: IdentityContext, userId: string, data: Buffer): Promise<UserRow> {
  if (data.length === 0) throw badRequest(IDENTITY_MESSAGES.avatarMissing);
  if (data.length > AVATAR_RULES.maxBytes) throw new AppError(413, IDENTITY_MESSAGES.avatarTooLarge);
  const type: ImageType | null = sniffImage(data);
  if (!type) throw new AppError(415, IDENTITY_MESSAGES.avatarType);
  const id = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = avatarDir(ctx);
  await fs.promises.mkdir(dir, { recursive: true });
  await fs.promises.writeFile(path.join(dir, id), data);
  const old = await findAvatarUrl(ctx.db, userId);
  const row = await updateUser(ctx.db, userId, { avatarUrl: `${AVATAR_URL_PREFIX}${id}` });
  if (!row) {
    await fs.promises.rm(path.join(dir, id), { force: true });
    throw unauthorized();
  }
  if (old?.startsWith(AVATAR_URL_PREFIX)) {
    const oldId = old.slice(AVATAR_URL_PREFIX.length);
    if (AVATAR_ID_RE.test(oldId)) await fs.promises.rm(path.join(dir, oldId), { force: true });
  }
  return row;
}

/** The file of GET /user/avatar/:id, or null for an unknown or malformed id. */
export async function readAvatar(
  ctx: IdentityContext,
  id: string,
): Promise<{ data: Buffer; mime: string } | null> {
  const m = AVATAR_ID_RE.exec(id);
  if (!m) return null;
  try {
    const data = await fs.promises.readFile(path.join(avatarDir(ctx), id));
    return { data, mime: MIME_BY_EXT[m[1] as ImageType['ext']] };
  } catch {
    return null;
  }
}
