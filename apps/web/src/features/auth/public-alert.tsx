/** The general error of a public form (public-fields.tsx loads it when needed). */
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';

/** The general error of a form (what no field can show), above the form. */
export default function PublicAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Collapse in={Boolean(message)} unmountOnExit>
      <Alert severity="error" variant="outlined" onClose={onClose} sx={{ mb: 2 }}>
        {message}
      </Alert>
    </Collapse>
  );
}
