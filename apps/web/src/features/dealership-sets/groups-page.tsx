/** Grupos (/cardealership/group). */
import { DealershipSetsListPage } from './dealership-sets-list-page';

export default function GroupsPage() {
  return <DealershipSetsListPage kind="groups" />;
}
