import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FacebookIcon from '@mui/icons-material/Facebook';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GavelIcon from '@mui/icons-material/Gavel';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type NotificationItem, notificationText } from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { api, parseError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { getSession, updateUser, useSession } from '../../lib/session-store';
import { readAlert, readAllAlerts, useAlerts } from './alerts';

const FACEBOOK_LEADS_PATH = '/leads/facebook';

/** Spec §7: marks one Facebook lead notification of the bell as read. */
function markNotificationRead(id: number): Promise<unknown> {
  return api.patch(
    `/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/${id}/read`,
  );
}

const ALERT_ICONS: Record<NotificationItem['type'], typeof FacebookIcon> = {
  lead_assigned: AssignmentIndIcon,
  lead_forwarded: ForwardToInboxIcon,
  sla_warning: HourglassBottomIcon,
  sla_missed: TimerOffIcon,
  auction_outbid: GavelIcon,
  auction_won: EmojiEventsIcon,
  auction_unsold: GavelIcon,
  upgrade_handled: RocketLaunchIcon,
  membership_suspended: PauseCircleIcon,
};

/**
 * Spec §2/§4: the bell lists the user's Facebook lead notifications. Reading one marks it read on
 * the server, removes it from the stored user and opens the Facebook leads. Below them, the
 * user's alerts (issue 39): the newest, unread ones marked; opening one marks it read and follows
 * its link; "mark all read" reads them all. The badge counts both.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const alertsId = useId();
  const notifications = user?.fb_lead_notifications ?? [];
  const { alerts, unread } = useAlerts();
  const facebookCount = notifications.length;
  const count = facebookCount + unread;
  const locale = currentLocale();

  const read = async (id: number) => {
    setReading(id);
    try {
      await markNotificationRead(id);
      const current = getSession().user;
      if (current) {
        updateUser({
          ...current,
          fb_lead_notifications: current.fb_lead_notifications.filter(
            (notification) => notification.id !== id,
          ),
        });
      }
      setAnchor(null);
      void navigate(FACEBOOK_LEADS_PATH);
    } catch (error) {
      void dialogs.error(parseError(error, t).message);
    } finally {
      setReading(null);
    }
  };

  const openAlert = async (alert: NotificationItem) => {
    if (!user) return;
    setReading(alert.id);
    try {
      if (alert.read_at === null) await readAlert(user.id, alert.id);
      setAnchor(null);
      if (alert.link) void navigate(alert.link);
    } catch (error) {
      void dialogs.error(parseError(error, t).message);
    } finally {
      setReading(null);
    }
  };

  const readAll = async () => {
    if (!user) return;
    try {
      await readAllAlerts(user.id);
    } catch (error) {
      void dialogs.error(parseError(error, t).message);
    }
  };

  const label = t('common:notificationsUnread', { count });
  return (
    <>
      <Tooltip title={t('common:notifications')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {count > 0 ? (
            <Badge badgeContent={count} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            variant: 'outlined',
            sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
            {t('common:notifications')}
          </Typography>
          {count > 0 ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('common:unreadCount', { count })}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        {facebookCount === 0 && alerts.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
            <NotificationsNoneIcon sx={{ color: 'text.secondary', fontSize: 40, mb: 1 }} aria-hidden />
            <Typography sx={{ color: 'text.secondary' }}>{t('common:noNotifications')}</Typography>
          </Box>
        ) : (
          <Box sx={{ maxHeight: 480, overflowY: 'auto' }}>
            {facebookCount > 0 ? (
              <List sx={{ py: 0.5 }}>
                {notifications.map((notification) => (
                  <ListItem key={notification.id} disablePadding>
                    <ListItemButton
                      onClick={() => void read(notification.id)}
                      disabled={reading !== null}
                      sx={{ alignItems: 'flex-start', py: 1.25 }}
                    >
                      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                        <FacebookIcon color="primary" aria-hidden />
                      </ListItemIcon>
                      <ListItemText
                        primary={t('common:newFacebookLead')}
                        secondary={
                          <>
                            <Box component="span" sx={{ display: 'block' }}>
                              {notification.dealer}
                            </Box>
                            <Box
                              component="time"
                              dateTime={notification.created_at}
                              sx={{ display: 'block' }}
                            >
                              {formatDateTime(notification.created_at)}
                            </Box>
                          </>
                        }
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            ) : null}
            {alerts.length > 0 ? (
              <>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    pl: 2,
                    pr: 1,
                    py: 0.5,
                    borderTop: facebookCount > 0 ? 1 : 0,
                    borderColor: 'divider',
                  }}
                >
                  <Typography
                    id={alertsId}
                    component="h3"
                    variant="body2"
                    sx={{ color: 'text.secondary', fontWeight: 500 }}
                  >
                    {t('common:alerts')}
                  </Typography>
                  {unread > 0 ? (
                    <Button size="small" onClick={() => void readAll()}>
                      {t('common:markAllRead')}
                    </Button>
                  ) : null}
                </Box>
                <List sx={{ py: 0 }} aria-labelledby={alertsId}>
                  {alerts.map((alert) => {
                    const Icon = ALERT_ICONS[alert.type];
                    const unreadOne = alert.read_at === null;
                    return (
                      <ListItem key={alert.id} disablePadding>
                        <ListItemButton
                          onClick={() => void openAlert(alert)}
                          disabled={reading !== null}
                          sx={{ alignItems: 'flex-start', py: 1.25 }}
                        >
                          <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                            <Icon color={unreadOne ? 'primary' : 'disabled'} aria-hidden />
                          </ListItemIcon>
                          <ListItemText
                            primary={notificationText(locale, alert).title}
                            secondary={
                              <>
                                {unreadOne ? (
                                  <Box
                                    component="span"
                                    sx={{ display: 'block', color: 'primary.main', fontWeight: 600 }}
                                  >
                                    {t('common:unreadAlert')}
                                  </Box>
                                ) : null}
                                <Box component="time" dateTime={alert.created_at} sx={{ display: 'block' }}>
                                  {formatDateTime(alert.created_at)}
                                </Box>
                              </>
                            }
                            slotProps={{ primary: { sx: { fontWeight: unreadOne ? 600 : 400 } } }}
                          />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </>
            ) : null}
          </Box>
        )}
      </Popover>
    </>
  );
}
