import { useMutation } from '@tanstack/react-query';
import { loginSchema, type LoginInput, type User } from '@arcade/contracts';
import { request, type ApiResult } from '@arcade/platform';

export { loginSchema, type LoginInput };

/**
 * 204: e-mail not verified; 200: data.user is the signed-in user (SPEC §4); 202: a staff account whose password was
 * right: data.secondFactor says what comes next (no session yet).
 */
export type LoginAnswer = ApiResult<{ user?: User; secondFactor?: 'enrol' | 'verify' } | null | undefined>;

export function login(input: LoginInput): Promise<LoginAnswer> {
  return request('POST', 'user/login', { json: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
