import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../lib/access-rules';
import { useBreadcrumbTrail } from '../../lib/breadcrumbs';
import { useRouteChain } from './route-chain';

/**
 * Spec §2: Inicio, then the breadcrumb of each route in the matched route's chain (its `parent`
 * links in the route table), or the trail a screen under a record set (lib/breadcrumbs.ts). The
 * last one is the current page, not a link.
 */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const chain = useRouteChain();
  const trail = useBreadcrumbTrail();
  const items = [
    { key: 'home', label: t('common:home'), to: HOME_PATH as string | null },
    ...(trail
      ? trail.map((crumb, index) => ({ key: `trail-${index}`, label: crumb.label, to: crumb.to }))
      : chain.map((link) => ({ key: link.route.path, label: t(`routes:${link.route.title}`), to: link.to }))),
  ];
  const last = items.length - 1;
  return (
    <Breadcrumbs
      aria-label={t('common:breadcrumb')}
      separator={<NavigateNextIcon fontSize="small" aria-hidden />}
      sx={{ mb: 2, fontSize: '0.875rem', color: 'text.secondary' }}
    >
      {items.map((item, index) =>
        index === last || !item.to ? (
          <Typography
            key={item.key}
            aria-current={index === last ? 'page' : undefined}
            sx={{
              fontSize: 'inherit',
              color: index === last ? 'text.primary' : 'inherit',
              fontWeight: index === last ? 500 : 400,
            }}
          >
            {item.label}
          </Typography>
        ) : (
          <MuiLink key={item.key} component={Link} to={item.to} underline="hover" color="inherit">
            {item.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}
