/**
 * A local AutoCheck report provider speaking the protocol of
 * `modules/verification/report-provider.ts` (the module's README.md): `POST /v1/reports`
 * with `{"vin"}` or `{"plate"}` and the key as a bearer token. Every vehicle is registered and
 * clean unless a test says otherwise (`stolen`, `unknown`), and `failing` makes it misbehave the
 * ways a real provider does: slow past the timeout, a 5xx, a body that is not a report.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Failure = 'slow' | 'server_error' | 'garbage' | 'wrong_shape' | null;

export interface ProviderStandIn {
  url: string;
  key: string;
  /** The VINs or plates asked for, in order. */
  requests: { vin?: string; plate?: string }[];
  /** VINs or plates with a theft report. */
  stolen: Set<string>;
  /** VINs or plates the registry does not know (404). */
  unknown: Set<string>;
  failing: Failure;
  /** How long `slow` waits before answering. */
  slowMs: number;
  close(): Promise<void>;
}

const read = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startProviderStandIn(key = 'stand-in-key'): Promise<ProviderStandIn> {
  const standIn: ProviderStandIn = {
    url: '',
    key,
    requests: [],
    stolen: new Set(),
    unknown: new Set(),
    failing: null,
    slowMs: 2000,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  let sequence = 0;
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/reports') return send(404, { error: 'not_found' });
    if (request.headers.authorization !== `Bearer ${standIn.key}`)
      return send(401, { error: 'unauthorized' });
    let asked: { vin?: string; plate?: string };
    try {
      asked = JSON.parse(await read(request));
    } catch {
      return send(400, { error: 'bad_request' });
    }
    standIn.requests.push(asked);
    const value = asked.vin ?? asked.plate ?? '';
    if (!value) return send(422, { error: 'vin_or_plate_required' });
    if (standIn.failing === 'slow') await new Promise((resolve) => setTimeout(resolve, standIn.slowMs));
    if (standIn.failing === 'server_error') return send(503, { error: 'unavailable' });
    if (standIn.failing === 'garbage') return send(200, '<html>Mantenimiento</html>');
    if (standIn.failing === 'wrong_shape') return send(200, { ok: true });
    if (standIn.unknown.has(value)) return send(404, { error: 'no_record' });
    sequence += 1;
    return send(200, {
      reference: `RPV-${String(sequence).padStart(6, '0')}`,
      theft_status: standIn.stolen.has(value) ? 'reported' : 'clear',
      registry_status: 'registered',
      vin: asked.vin ?? null,
      plate: asked.plate ?? null,
      state: 'Jalisco',
      brand: null,
      model: null,
      year: null,
      checked_at: new Date().toISOString(),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
