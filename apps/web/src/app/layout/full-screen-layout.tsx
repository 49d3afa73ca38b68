import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Spec §2: Login and Not found fill the screen, without navbar or menu. */
export function FullScreenLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Outlet />
    </Box>
  );
}
