import { describe, expect, it } from 'vitest';
import {
  connectionOptions,
  REALTIME_CLUSTER,
  userChannelName,
  withNotifications,
  withPermissions,
} from './realtime';
import { agency, user } from './test-fixtures';

describe('realtime configuration (spec §7, §9)', () => {
  it('forces TLS in production on a real host, on the page’s own host and port', () => {
    const options = connectionOptions({ hostname: 'app.vitrina.mx', port: '', protocol: 'https:' }, true);
    expect(options).toMatchObject({
      cluster: REALTIME_CLUSTER,
      forceTLS: true,
      wsHost: 'app.vitrina.mx',
      wssPort: 443,
    });
    expect(REALTIME_CLUSTER).toBe('us2');
  });

  it('keeps plain ws on this machine, as npm start serves it', () => {
    for (const hostname of ['localhost', '127.0.0.1', '::1']) {
      const options = connectionOptions({ hostname, port: '3000', protocol: 'http:' }, true);
      expect(options).toMatchObject({ forceTLS: false, wsHost: hostname, wsPort: 3000 });
    }
  });

  it('follows the page in development', () => {
    expect(
      connectionOptions({ hostname: 'dev.local', port: '5173', protocol: 'http:' }, false).forceTLS,
    ).toBe(false);
    expect(connectionOptions({ hostname: 'dev.local', port: '', protocol: 'https:' }, false).forceTLS).toBe(
      true,
    );
  });

  it("names the user's private channel as laravel-echo does", () => {
    expect(userChannelName(42)).toBe('App.Models.User.42');
  });
});

describe('events applied to the stored user (spec §4)', () => {
  it('UpdatedPermissions replaces the permissions and the dealerships, and nothing else', () => {
    const before = user({ permissions: ['read role', 'list users'], agencies: [agency({ id: 1 })] });
    const after = withPermissions(before, {
      permissions: ['list users'],
      agencies: [agency({ id: 1, permissions_for_package: ['view auctions'] })],
    });
    expect(after.permissions).toEqual(['list users']);
    expect(after.agencies[0]!.permissions_for_package).toEqual(['view auctions']);
    expect({ ...after, permissions: before.permissions, agencies: before.agencies }).toEqual(before);
  });

  it('keeps the dealerships when the payload has only permissions', () => {
    const before = user({ agencies: [agency({ id: 3 })] });
    expect(withPermissions(before, { permissions: [] }).agencies).toBe(before.agencies);
  });

  it("replaces the bell's notifications", () => {
    const notification = { id: 5, created_at: '2026-11-24T10:00:00.000Z', dealer: 'Polanco' };
    const after = withNotifications(user({ fb_lead_notifications: [] }), {
      fb_lead_notifications: [notification],
    });
    expect(after.fb_lead_notifications).toEqual([notification]);
  });
});
