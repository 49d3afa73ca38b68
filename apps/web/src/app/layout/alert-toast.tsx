/**
 * Issue 39: an alert that arrives live on the user's channel shows as a passing notice with its
 * action ("Abrir lead"), which marks it read and opens it. Mounted once in the layout.
 */

import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { NotificationItem } from '@vitrina/shared';
import { notificationText } from '@vitrina/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Notice } from '../../components/notice';
import { currentLocale } from '../../lib/i18n';
import { onNotification } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { alertArrived, readAlert } from './alerts';

export function AlertToast() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const userId = user?.id;
  const [shown, setShown] = useState<NotificationItem | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    return onNotification(({ notification, unread }) => {
      alertArrived(userId, notification, unread);
      setShown(notification);
    });
  }, [userId]);

  const close = () => setShown(null);
  const open = async () => {
    if (!shown || userId === undefined) return;
    const { id, link } = shown;
    close();
    // Opening matters more than the mark: a failed mark leaves the alert unread, nothing else.
    await readAlert(userId, id).catch(() => undefined);
    if (link) void navigate(link);
  };
  const text = shown ? notificationText(currentLocale(), shown) : null;
  return (
    <Notice
      open={shown !== null}
      onClose={close}
      severity="info"
      action={
        <>
          {shown?.link ? (
            <Button color="inherit" size="small" onClick={() => void open()}>
              {text?.action}
            </Button>
          ) : null}
          <IconButton color="inherit" size="small" aria-label={t('close')} onClick={close}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {text?.title}
    </Notice>
  );
}
