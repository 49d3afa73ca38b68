/**
 * Card 3 of the profile (issue 39): for each type of alert, whether it shows in the app (the bell
 * and its notice) and whether it is e-mailed when the user is not connected. Neither turns it off.
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NotificationPreference } from '@vitrina/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { fetchNotificationPreferences, saveNotificationPreferences } from './profile.api';

type Channel = 'in_app' | 'email';
const CHANNELS: Channel[] = ['in_app', 'email'];

export function NotificationsCard() {
  const { t } = useTranslation('profile');
  const dialogs = useDialogs();
  const [preferences, setPreferences] = useState<NotificationPreference[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchNotificationPreferences()
      .then((loaded) => {
        if (live) setPreferences(loaded);
      })
      .catch((error: unknown) => {
        if (live) void dialogs.error(parseError(error, t).message);
      });
    return () => {
      live = false;
    };
  }, [dialogs, t]);

  const toggle = (type: NotificationPreference['type'], channel: Channel) =>
    setPreferences((current) =>
      (current ?? []).map((preference) =>
        preference.type === type ? { ...preference, [channel]: !preference[channel] } : preference,
      ),
    );

  const save = async () => {
    if (!preferences) return;
    setBusy(true);
    try {
      const saved = await saveNotificationPreferences(preferences);
      setPreferences(saved.data);
      void dialogs.success(saved.message);
    } catch (error) {
      void dialogs.error(parseError(error, t).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      id="profile-notifications"
      title={t('notificationsSection')}
      description={t('notificationsHelp')}
      icon={<NotificationsOutlined />}
    >
      <Table size="small" aria-labelledby="profile-notifications" aria-busy={preferences === null}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notificationType')}</TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel} align="center" sx={{ whiteSpace: 'nowrap' }}>
                {t(`notificationChannels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(preferences ?? []).map((preference) => {
            const label = t(`notificationTypes.${preference.type}`);
            return (
              <TableRow key={preference.type}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center" padding="checkbox">
                    <Checkbox
                      checked={preference[channel]}
                      disabled={busy}
                      onChange={() => toggle(preference.type, channel)}
                      slotProps={{
                        input: { 'aria-label': `${label}: ${t(`notificationChannels.${channel}`)}` },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" onClick={() => void save()} disabled={busy || preferences === null}>
          {t('saveNotifications')}
        </Button>
      </Box>
    </SectionCard>
  );
}
