/**
 * The adapter of AutoCheck's report provider (REPUVE-style theft and registry status). The
 * protocol is ours, documented in this module's README.md, so any provider is reached
 * through a thin translation service speaking it:
 *
 *   POST {VERIFICATION_PROVIDER_URL}/v1/reports
 *   Authorization: Bearer {VERIFICATION_PROVIDER_KEY}
 *   {"vin": "3N1AB7AP0KY123456"}  or  {"plate": "ABC-123-D"}
 *
 *   200 → the report (`providerReport` in packages/shared); 404 → no record of that vehicle.
 *
 * Every other outcome is a failure with its own reason, so the screen can say what happened and
 * offer to try again: no answer within the timeout, a 5xx / 429 / unreachable host (unavailable),
 * a 4xx other than 404 (the provider refused our request or key), or a body that is not a report.
 */
import {
  type ProviderError,
  type ProviderReport,
  providerReport,
  type VerificationKind,
} from '@vitrina/shared';

export type ProviderOutcome =
  | { status: 'ok'; report: ProviderReport }
  | { status: 'not_found' }
  | { status: 'failed'; error: ProviderError }
  | { status: 'not_configured' };

export interface ReportProvider {
  readonly configured: boolean;
  report(kind: VerificationKind, value: string): Promise<ProviderOutcome>;
}

export interface ProviderConfig {
  provider: { url: string; key: string } | undefined;
  timeoutMs: number;
}

export function reportProvider({ provider, timeoutMs }: ProviderConfig): ReportProvider {
  if (!provider) return { configured: false, report: async () => ({ status: 'not_configured' }) };
  return {
    configured: true,
    async report(kind, value) {
      let response: Response;
      try {
        response = await fetch(`${provider.url}/v1/reports`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${provider.key}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ [kind]: value }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        return {
          status: 'failed',
          error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable',
        };
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { status: 'not_found' };
      }
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        return { status: 'failed', error: 'unavailable' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { status: 'failed', error: 'rejected' };
      }
      try {
        // The body's wait counts against the same timeout as the headers'.
        const parsed = providerReport.safeParse(await response.json());
        return parsed.success
          ? { status: 'ok', report: parsed.data }
          : { status: 'failed', error: 'bad_answer' };
      } catch (error) {
        const name = (error as Error).name;
        return {
          status: 'failed',
          error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'bad_answer',
        };
      }
    },
  };
}
