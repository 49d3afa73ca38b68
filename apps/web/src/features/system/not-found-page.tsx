import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../lib/access-rules';
import { useSession } from '../../lib/session-store';

/** Spec §2: any unknown path, full screen, with a go-home action. */
export default function NotFoundPage() {
  const { t } = useTranslation('system');
  const { user } = useSession();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography
          component="p"
          sx={{ fontSize: '5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
          {t('notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFoundText')}
        </Typography>
        <Button variant="contained" component={Link} to={user ? HOME_PATH : LOGIN_PATH}>
          {t('goHome')}
        </Button>
      </Box>
    </Box>
  );
}
