import { ERROR_CODES, IDENTITY_MESSAGES } from '@arcade/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/errors';
import { evaluateLocation, type GeoResolver } from './geo-resolver';
import type { GeoAnswer } from '@arcade/contracts';
import type { ClosedStates } from './closed-states';

export interface GeoGateOptions {
  /** Money endpoints (purchase, bonus, games): an unknown location is refused too. Default false. */
  failClosed?: boolean;
}

/**
 * app.geoGate: a preHandler. Use it directly (`preHandler: app.geoGate`, unknown locations pass) or with
 * options (`preHandler: app.geoGate({ failClosed: true })`, unknown locations are refused).
 * A refused request gets 403 { message: "Sorry, our service is not available in your location.", errors: ["geo"] }.
 */
export interface GeoGate {
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  (options: GeoGateOptions): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    geoGate: GeoGate;
    /** The location of a request and whether the service is offered there. */
    geoOf(request: FastifyRequest): GeoAnswer;
  }
  interface FastifyRequest {
    geo?: GeoAnswer;
  }
}

export function geoBlocked(): AppError {
  return new AppError(403, IDENTITY_MESSAGES.geoBlocked, [ERROR_CODES.geo]);
}

/**
 * The location of a request, judged by the constant list of SPEC §3 and then by the operator's list of closed states
 * (`closed`, at the time `now` gives): a state the operator closed is refused like one never offered (reason region).
 */
export function createGeoOf(resolver: () => GeoResolver, closed?: { states: ClosedStates; now: () => Date }) {
  return (request: FastifyRequest): GeoAnswer => {
    if (!request.geo) {
      const geo = evaluateLocation(
        resolver()({
          headers: request.headers,
          cookies: (request as { cookies?: Record<string, string | undefined> }).cookies,
          ip: request.ip,
          peer: request.socket?.remoteAddress,
        }),
      );
      request.geo =
        geo.allowed && geo.region && closed?.states.isClosed(geo.region, closed.now())
          ? { ...geo, allowed: false, reason: 'region' }
          : geo;
    }
    return request.geo;
  };
}

export function createGeoGate(app: FastifyInstance): GeoGate {
  const check = (request: FastifyRequest, failClosed: boolean) => {
    const geo = app.geoOf(request);
    if (geo.allowed) return;
    if (geo.reason === 'unknown' && !failClosed) return;
    throw geoBlocked();
  };
  function gate(requestOrOptions: FastifyRequest | GeoGateOptions, _reply?: FastifyReply): unknown {
    if (isRequest(requestOrOptions)) {
      return Promise.resolve().then(() => check(requestOrOptions, false));
    }
    const failClosed = requestOrOptions.failClosed === true;
    const handler: preHandlerAsyncHookHandler = async (request) => check(request, failClosed);
    return handler;
  }
  return gate as GeoGate;
}

function isRequest(value: unknown): value is FastifyRequest {
  return typeof value === 'object' && value !== null && 'raw' in value && 'headers' in value;
}
