import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** A route whose module is not built yet: says so plainly, under its real title and guards. */
export default function ModulePendingPage() {
  const { t } = useTranslation();
  // The route table puts each route's definition in its handle; only the title key is read here.
  const route = useMatches().at(-1)?.handle as { title: string } | undefined;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {route ? t(`routes:${route.title}`) : null}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', maxWidth: 640 }} role="status">
        <ConstructionIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          {t('system:pendingTitle')}
        </Typography>
        <Typography color="text.secondary">{t('system:pendingText')}</Typography>
      </Paper>
    </>
  );
}
