import FacebookIcon from '@mui/icons-material/Facebook';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { api, parseError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { getSession, updateUser, useSession } from '../../lib/session-store';

const FACEBOOK_LEADS_PATH = '/leads/facebook';

/** Spec §7: marks one Facebook lead notification of the bell as read. */
function markNotificationRead(id: number): Promise<unknown> {
  return api.patch(
    `/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/${id}/read`,
  );
}

/**
 * Spec §2/§4: the bell lists the user's Facebook lead notifications. Reading one marks it read on
 * the server, removes it from the stored user and opens the Facebook leads.
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
  const notifications = user?.fb_lead_notifications ?? [];
  const count = notifications.length;

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
        {count === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
            <NotificationsNoneIcon sx={{ color: 'text.secondary', fontSize: 40, mb: 1 }} aria-hidden />
            <Typography sx={{ color: 'text.secondary' }}>{t('common:noNotifications')}</Typography>
          </Box>
        ) : (
          <List sx={{ maxHeight: 420, overflowY: 'auto', py: 0.5 }}>
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
                        <Box component="time" dateTime={notification.created_at} sx={{ display: 'block' }}>
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
        )}
      </Popover>
    </>
  );
}
