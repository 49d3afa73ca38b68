/** The advisors and managers linked to an agency, beside its form. Inactive ones are marked. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { USER_DISABLED } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { SideCard } from '../../components/form/form-parts';
import type { AgencyDetail } from './agencies.api';

type Member = AgencyDetail['advisors'][number];

function People({ title, empty, people }: { title: string; empty: string; people: Member[] }) {
  const { t } = useTranslation('agencies');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
        {title} ({people.length})
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem
              key={person.id}
              disableGutters
              secondaryAction={
                person.status === USER_DISABLED ? (
                  <Chip size="small" variant="outlined" label={t('people.inactive')} />
                ) : null
              }
            >
              <ListItemText
                primary={person.name}
                secondary={person.email}
                slotProps={{ secondary: { noWrap: true }, primary: { noWrap: true } }}
                sx={{ pr: person.status === USER_DISABLED ? 9 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function AgencyPeopleCard({ agency }: { agency: AgencyDetail }) {
  const { t } = useTranslation('agencies');
  return (
    <SideCard>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <People title={t('people.advisors')} empty={t('people.noAdvisors')} people={agency.advisors} />
        <People title={t('people.managers')} empty={t('people.noManagers')} people={agency.managers} />
      </Box>
    </SideCard>
  );
}
