import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { awaitsDealership, LOGIN_PATH } from '../../lib/access-rules';
import { setMobileMenuExpanded, usePreferences } from '../../lib/preferences';
import { queryClient } from '../../lib/query-client';
import { useRealtime } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { AlertToast } from './alert-toast';
import { BreadcrumbBar } from './breadcrumb-bar';
import { MobileNavbar } from './mobile-navbar';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH, SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const COLLAPSED_KEY = 'sideMenuCollapsed';
const MAIN_ID = 'main-content';

function readCollapsed(): boolean {
  return localStorage.getItem(COLLAPSED_KEY) === '1';
}

/**
 * The application layout of spec §2: on desktop a permanent side menu (collapsible to icons) and
 * a top bar; on phones a navbar whose menu button opens the side menu in a drawer. The page sits
 * under the breadcrumb bar, in the main landmark. An account awaiting its dealership has no menu:
 * its waiting page offers what is open to it.
 */
export function AppLayout() {
  const { user } = useSession();
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { mobileMenuExpanded } = usePreferences();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const drawerId = useId();
  // Spec §4: the user's private channel keeps permissions and the bell current while signed in.
  useRealtime();

  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  const menu = !awaitsDealership(user);

  const setMenuCollapsed = (next: boolean) => {
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    setCollapsed(next);
  };
  const closeMobileMenu = () => setMobileMenuExpanded(false);
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  const width = collapsed ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH;
  const widthTransition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });

  return (
    <QueryClientProvider client={queryClient}>
      <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
        <Box
          component="a"
          href={`#${MAIN_ID}`}
          onClick={skipToContent}
          sx={{
            position: 'absolute',
            left: 8,
            top: -64,
            zIndex: 'tooltip',
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            boxShadow: 3,
            '&:focus': { top: 8 },
          }}
        >
          {t('common:skipToContent')}
        </Box>

        {!menu ? null : desktop ? (
          <Drawer
            variant="permanent"
            sx={{
              width,
              flexShrink: 0,
              transition: widthTransition,
              '& .MuiDrawer-paper': {
                width,
                boxSizing: 'border-box',
                overflowX: 'hidden',
                transition: widthTransition,
              },
            }}
          >
            <SideMenu collapsed={collapsed} onExpand={() => setMenuCollapsed(false)} />
          </Drawer>
        ) : (
          <Drawer
            id={drawerId}
            variant="temporary"
            open={mobileMenuExpanded}
            onClose={closeMobileMenu}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { 'aria-label': t('common:mainNavigation') } }}
            sx={{
              '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' },
            }}
          >
            <SideMenu onNavigate={closeMobileMenu} />
          </Drawer>
        )}

        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {desktop ? (
            <TopBar
              menuCollapsed={collapsed}
              {...(menu ? { onToggleMenu: () => setMenuCollapsed(!collapsed) } : {})}
            />
          ) : (
            <MobileNavbar {...(menu ? { menuId: drawerId } : {})} />
          )}
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 }, outline: 'none' }}
          >
            <BreadcrumbBar />
            <Outlet />
          </Box>
        </Box>
      </Box>
      <AlertToast />
    </QueryClientProvider>
  );
}
