import type { Config } from '../../../../config.js';
import type { DirectionsProvider } from './provider.js';
import { openRouteService } from './ors.js';
import { osrm } from './osrm.js';
import { straightLine } from './straight.js';

/** openrouteservice when a key is set, else OSRM when its URL is, else straight segments. */
export function chooseDirections({ orsApiKey, orsUrl, osrmUrl, timeoutMs }: Config['directions']): DirectionsProvider {
  if (orsApiKey) return openRouteService({ apiKey: orsApiKey, url: orsUrl, timeoutMs });
  if (osrmUrl) return osrm({ url: osrmUrl, timeoutMs });
  return straightLine;
}
