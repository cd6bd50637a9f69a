import { loginSchema } from '@arcade/contracts';

/**
 * An empty zod object made from a contracts schema. Forms extend it with contracts' field schemas,
 * so this bundle never carries a second copy of zod (contracts brings the one shared copy).
 */
export const emptyFormSchema = loginSchema.omit({ email: true, password: true });
