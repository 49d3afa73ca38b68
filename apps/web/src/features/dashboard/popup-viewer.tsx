/**
 * One popup as a dealership user sees it: its image, title, Markdown text and call to action, in
 * a dialog that records the dismissal when closed.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DashboardPopup } from '@vitrina/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../components/markdown';

export interface PopupViewerProps {
  popup: DashboardPopup;
  /** "Aviso 1 de 3", when several wait. */
  position?: { n: number; total: number } | undefined;
  onClose: () => void;
}

export function PopupViewer({ popup, position, onClose }: PopupViewerProps) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const internal = popup.cta_url.startsWith('/');
  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={phone} onClose={onClose} aria-labelledby={titleId}>
      {popup.image ? (
        <Box
          component="img"
          src={popup.image.card}
          srcSet={`${popup.image.card} 640w, ${popup.image.full} 1600w`}
          sizes="(max-width: 600px) 100vw, 600px"
          alt=""
          sx={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'cover' }}
        />
      ) : null}
      <DialogTitle id={titleId}>
        {position && position.total > 1 ? (
          <Typography variant="overline" component="span" color="text.secondary" sx={{ display: 'block' }}>
            {t('of', position)}
          </Typography>
        ) : null}
        {popup.title}
      </DialogTitle>
      {popup.body ? (
        <DialogContent>
          <Markdown>{popup.body}</Markdown>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('close')}</Button>
        {popup.cta_url ? (
          internal ? (
            <Button variant="contained" component={Link} to={popup.cta_url} onClick={onClose}>
              {popup.cta_label}
            </Button>
          ) : (
            <Button
              variant="contained"
              href={popup.cta_url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              {popup.cta_label}
            </Button>
          )
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
