import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { appConfigWire } from '../../app.js';

/** Public facts the web needs before sign-in, and the OpenAPI document itself. */
export const SYSTEM_API = {
  config: endpoint({ method: 'GET', path: '/config', tags: ['system'], access: 'public', answers: { 200: appConfigWire } }),
  /** The document does not describe itself: `X-HIDDEN` is the tag the OpenAPI generator leaves out. */
  openapi: endpoint({ method: 'GET', path: '/openapi.json', tags: ['X-HIDDEN'], access: 'public', answers: { 200: z.looseObject({}) } }),
};
