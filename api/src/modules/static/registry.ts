import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@arcade/contracts';

export type RegistryAnswer = Registry | { updatedAt: null; remotes: Record<string, never> };

export const EMPTY_REGISTRY: RegistryAnswer = { updatedAt: null, remotes: {} };

export const registryFile = (deployDir: string) => path.join(deployDir, 'remotes.json');

/**
 * Reads DEPLOY_DIR/remotes.json as it is now (deploys replace it atomically). A missing file is an empty registry;
 * an unreadable one throws.
 */
export async function readRegistry(deployDir: string): Promise<RegistryAnswer> {
  let text: string;
  try {
    text = await fs.promises.readFile(registryFile(deployDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_REGISTRY;
    throw err;
  }
  const parsed = JSON.parse(text) as unknown;
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    typeof (parsed as { remotes?: unknown }).remotes !== 'object'
  ) {
    throw new Error(`${registryFile(deployDir)} is not a remote registry`);
  }
  return parsed as Registry;
}
