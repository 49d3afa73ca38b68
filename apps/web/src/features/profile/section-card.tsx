/** A titled card section of the profile screen. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionCard({
  id,
  title,
  help,
  icon,
  children,
}: {
  id: string;
  title: string;
  help?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: '16px' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 3 }}>
        {icon ? <Box sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>{icon}</Box> : null}
        <Box>
          <Typography variant="h2" id={id}>
            {title}
          </Typography>
          {help ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {help}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {children}
    </Paper>
  );
}
