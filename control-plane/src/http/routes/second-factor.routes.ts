import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

/** The caller's own second factor: these accept a half-open session (signed in by link, code pending). */
export function secondFactorRoutes(mount: Mount, services: Services): void {
  mount('getMfaStatus', 'mfa')(async ({ actor }) => ({ status: 200, body: await services.secondFactor.status(actor) }));

  mount('submitMfaCode', 'mfa')(async ({ actor, body, request }) => ({
    status: 200,
    body: await services.secondFactor.verify(actor, body.code, request),
  }));

  mount('startMfaEnrollment', 'mfa')(async ({ actor, request }) => ({
    status: 201,
    body: await services.secondFactor.startEnrollment(actor, request),
  }));

  mount('confirmMfaEnrollment', 'mfa')(async ({ actor, body, request }) => ({
    status: 200,
    body: await services.secondFactor.confirmEnrollment(actor, body.code, request),
  }));
}
