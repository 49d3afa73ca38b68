/**
 * A screen about one dealership's own settings (its logo, its lead automation): the current
 * dealership of the session, or, on "Todas", a note asking to choose one in the menu's selector.
 * A new dealership renders its content anew, so nothing of the previous one's edits carries over.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useSession } from '../lib/session-store';
import { PageHeader } from './page-header';

export function OneDealershipPage({
  title,
  subtitle,
  maxWidth,
  chooseTitle,
  choose,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  maxWidth: number;
  /** The note shown on "Todas": its heading and why one dealership is needed. */
  chooseTitle: string;
  choose: string;
  children: (agencyId: number) => ReactNode;
}) {
  const { dealership } = useSession();
  const agencyId = dealership?.id ?? 0;
  return (
    <Box sx={{ maxWidth, width: '100%' }}>
      <PageHeader title={title} subtitle={subtitle} />
      {agencyId === 0 ? (
        <Alert severity="info" variant="outlined" role="status">
          <Typography variant="subtitle2" component="p">
            {chooseTitle}
          </Typography>
          {choose}
        </Alert>
      ) : (
        <Fragment key={agencyId}>{children(agencyId)}</Fragment>
      )}
    </Box>
  );
}
