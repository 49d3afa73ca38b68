/** Familias (/cardealership/family). */
import { DealershipSetsListPage } from './dealership-sets-list-page';

export default function FamiliesPage() {
  return <DealershipSetsListPage kind="families" />;
}
