/**
 * A titled card: one part of a details, settings or profile screen, with an optional line of help,
 * an icon before the title and actions on the right (they wrap under the title on a phone).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export function SectionCard({
  title,
  description,
  icon,
  action,
  level = 2,
  id,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** The heading's level: 3 inside a page whose sections are already h2 (a drawer's lead). */
  level?: 2 | 3;
  /** The heading's id, when a link or a test names the section; otherwise one is made. */
  id?: string;
  children: ReactNode;
}) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, minWidth: 0, flex: '1 1 240px' }}>
          {icon ? <Box sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>{icon}</Box> : null}
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component={`h${level}`}
              variant="h2"
              id={headingId}
              sx={{ fontSize: '1.1rem', fontWeight: 600 }}
            >
              {title}
            </Typography>
            {description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            ) : null}
          </Box>
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
