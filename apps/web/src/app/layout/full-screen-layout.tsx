import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { InAppPublicShell } from '../../features/auth/in-app';

/** Spec §2: Login and Not found fill the screen, without navbar or menu. */
export function FullScreenLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <InAppPublicShell>
        <Outlet />
      </InAppPublicShell>
    </Box>
  );
}
