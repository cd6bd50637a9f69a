import type { User } from '@arcade/contracts';

/** The user DTO flags a first Google sign-in that still lacks the state and the 21+ confirmation. */
export function needsProfileCompletion(user: User | null): boolean {
  return (user as (User & { needsProfileCompletion?: boolean }) | null)?.needsProfileCompletion === true;
}
