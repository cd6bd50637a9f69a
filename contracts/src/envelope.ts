import { ERROR_CODES } from './error-codes';

/** The server's answer envelope (ARCHITECTURE: Server). */
export interface ApiSuccess<T> {
  success: true;
  statusCode: number;
  message: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  statusCode: number;
  message: string;
  errors: unknown[];
  data?: unknown;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** The normalised client error of SPEC §7. */
export interface NormalisedError {
  message: string;
  status: number;
  errors?: unknown[];
  data?: unknown;
}

/** The geo refusal's code (same as ERROR_CODES.geo). */
export const GEO_ERROR = ERROR_CODES.geo;
