import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import {
  ALLOW_UNVERIFIED,
  IS_PUBLIC,
  type PublicAccess,
  ROLES,
  SKIP_CSRF,
} from './auth.decorators.js';

/** The name `addCookieAuth` gives the session cookie's security scheme. */
export const SESSION_SCHEME = 'cookie';

/** What the session and CSRF guards will demand of one route, read from their own metadata. */
export interface RouteAccess {
  publicAccess?: PublicAccess;
  roles?: Actor['type'][];
  allowUnverified: boolean;
  checksCsrf: boolean;
}

const CSRF_REFUSAL = 'X-CSRF-Token missing or not the csrf_token cookie';
const SAFE_METHODS = new Set([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

/**
 * Every route handler by its Swagger operation id (`Controller_method`), with the access its
 * guards enforce. The guards read the same decorators through the same Reflector calls, so the
 * document cannot say a route is public while the guard wants a session, or the reverse.
 */
export function routeAccessByOperation(app: INestApplication): Map<string, RouteAccess> {
  const reflector = new Reflector();
  const routes = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const targets = [handler, controller];
        routes.set(`${controller.name}_${name}`, {
          publicAccess: reflector.getAllAndOverride<PublicAccess | undefined>(IS_PUBLIC, targets),
          roles: reflector.getAllAndOverride<Actor['type'][] | undefined>(ROLES, targets),
          allowUnverified: reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets) ?? false,
          checksCsrf:
            !SAFE_METHODS.has(method) &&
            !(reflector.getAllAndOverride<boolean>(SKIP_CSRF, targets) ?? false),
        });
      }
    }
  }
  return routes;
}

/**
 * Declares on every operation who may call it and the refusals that follow from that: its
 * security (the session cookie, optional, or none), 401 and 403 from the guards, 400 where
 * there is input to validate, 404 where the path names something. A route's own, more precise
 * description of a status wins; 409 and 429 depend on the use case and stay with the route.
 */
export function describeAccess(document: OpenAPIObject, routes: Map<string, RouteAccess>): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item) as [string, OperationObject][]) {
      if (!operation?.responses) continue;
      const access = routes.get(operation.operationId ?? '');
      if (!access) throw new Error(`OpenAPI: no route handler for ${verb} ${path}`);
      operation.security = security(access);
      for (const [status, description] of refusals(operation, access)) {
        operation.responses[status] ??= { description };
      }
      // A route's own 403 names its domain reasons; the CSRF guard refuses before any of them.
      const forbidden = operation.responses['403'] as { description: string } | undefined;
      if (access.checksCsrf && forbidden && !forbidden.description.includes(CSRF_REFUSAL)) {
        forbidden.description = `${forbidden.description}; or ${CSRF_REFUSAL}`;
      }
    }
  }
}

function security(access: RouteAccess): OperationObject['security'] {
  if (access.publicAccess === 'anonymous') return [];
  // The guard reads the cookie when it is there, and lets the caller through without it.
  if (access.publicAccess === 'with-actor') return [{}, { [SESSION_SCHEME]: [] }];
  return [{ [SESSION_SCHEME]: [] }];
}

function refusals(operation: OperationObject, access: RouteAccess): [string, string][] {
  const answers: [string, string][] = [];
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  if (operation.requestBody || parameters.some((p) => p.in === 'query')) {
    answers.push(['400', 'A field is missing or invalid (named in message)']);
  }
  const signedIn = access.publicAccess === undefined;
  if (signedIn) answers.push(['401', 'Not signed in']);
  const forbidden = forbiddenReasons(access);
  if (forbidden.length > 0) answers.push(['403', sentence(forbidden)]);
  const named = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (named.length > 0) answers.push(['404', `Nothing matches the ${named.join(' and ')} given`]);
  return answers;
}

function forbiddenReasons(access: RouteAccess): string[] {
  const reasons: string[] = [];
  if (access.publicAccess === undefined) {
    if (access.roles) reasons.push(`not ${access.roles.map(withArticle).join(' or ')}`);
    const tradiesPass = !access.roles || access.roles.includes('tradie');
    if (tradiesPass && !access.allowUnverified) reasons.push('a tradie not yet approved');
    reasons.push('banned');
  }
  if (access.checksCsrf) reasons.push(CSRF_REFUSAL);
  return reasons;
}

function withArticle(role: string): string {
  return /^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`;
}

function sentence(parts: string[]): string {
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, or ${parts.at(-1)}` : parts[0];
  return text.charAt(0).toUpperCase() + text.slice(1);
}
