/**
 * Dealership groups and families (`/cardealership/group`, `/cardealership/family`): one
 * implementation, two definitions. Each kind adds what only the server knows — its table, the
 * agencies column that points at it, its unique index, audit entity and messages.
 */
import {
  dealershipSetDeleted,
  dealershipSetInput,
  familyResource,
  groupResource,
  dealershipSetOptions as optionsAnswer,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { App, Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { dealershipFamilies, dealershipGroups } from '../../db/schema';
import { audit } from '../../lib/audit';
import { createdColumn, type ExportColumn, idColumn } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { deleteRow, insertRow, lockRow, updateRow, valueTaken } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { SIGNED_IN_ACCESS, visibleAgencyIds } from '../../plugins/access';
import {
  type DealershipSetRow,
  dealershipSetOptions,
  dealershipSetSource,
  existingAgencyIds,
  findDealershipSet,
  memberIds,
  releaseMembers,
  replaceMembers,
  type SetKind,
} from './dealership-sets.repository';

interface ServedKind extends SetKind {
  /** `group` or `family`: the spec §7 picker's path, the audit entity and the messages' keys. */
  singular: 'group' | 'family';
  /** Unique index on the name: a race past the check still answers 422 on `name`. */
  uniqueIndex: string;
  exportName: { es: string; en: string };
}

const KINDS: ServedKind[] = [
  {
    def: groupResource,
    table: dealershipGroups,
    agencyColumn: 'group_id',
    singular: 'group',
    uniqueIndex: 'dealership_groups_name_key',
    exportName: { es: 'grupos', en: 'groups' },
  },
  {
    def: familyResource,
    table: dealershipFamilies,
    agencyColumn: 'family_id',
    singular: 'family',
    uniqueIndex: 'dealership_families_name_key',
    exportName: { es: 'familias', en: 'families' },
  },
];

const columns = (): ExportColumn<DealershipSetRow>[] => [
  idColumn(),
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 32 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 40 },
  { header: { es: 'Agencias', en: 'Dealerships' }, value: (row) => row.agencies_count, width: 10 },
  { header: { es: 'Miembros', en: 'Members' }, value: (row) => row.agencies.join(', '), width: 60 },
  createdColumn(),
];

type Input = z.output<typeof dealershipSetInput>;

/** Groups or families: list, export, one, create, edit, delete, and the spec §7 picker. */
function registerDealershipSet(app: App, db: Db, kind: ServedKind) {
  const { def, singular } = kind;
  const kit = resourceKit(app, def, { db, tag: `dealership ${def.name}` });
  const entity = `dealership_${singular}`;
  const nameTaken = `dealership_sets.${singular}_name_taken` as const;
  const rules = { unique: { [kind.uniqueIndex]: ['name', nameTaken] } } as const;
  const find = (tx: Db | Tx, id: number) => findDealershipSet(tx, kind, id);

  /** Name free (case and accents ignored) and every member an existing agency: both said at once. */
  async function assertValid(tx: Tx, input: Input, exceptId = 0) {
    const errors: Parameters<typeof invalid>[0] = {};
    if (await valueTaken(tx, kind.table.name, input.name, { exceptId })) errors.name = [nameTaken];
    const found = await existingAgencyIds(tx, input.agency_ids);
    if (found.size !== input.agency_ids.length) errors.agency_ids = ['dealership_sets.agency_not_found'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  /** The stored row and its members, locked until the transaction ends (the audit's "before"). */
  async function lock(tx: Tx, id: number) {
    const row = await lockRow(tx, kind.table, id);
    return row && { ...row, agency_ids: await memberIds(tx, kind, id) };
  }

  app.get(
    `/api/mi-vitrina/dealership/${singular}`,
    {
      // Agency forms and filters of every role pick from it (spec §7), each from what they may see.
      config: { access: SIGNED_IN_ACCESS },
      schema: {
        tags: [kit.tag],
        summary:
          'Sets as { label, value }, by name: every one for administrators, else those of own dealerships',
        response: { 200: optionsAnswer },
      },
    },
    async (request) => ({
      data: await dealershipSetOptions(db, kind, visibleAgencyIds(request.principal!)),
    }),
  );

  listRoute(kit, {
    summary: 'Paged, sorted and searched, with member counts and the first member names',
    source: () => dealershipSetSource(kind),
  });
  exportRoute(kit, {
    summary: 'As XLSX or CSV, with the list’s search and sort and every member name',
    source: () => dealershipSetSource(kind, { allMembers: true }),
    columns,
    filename: kind.exportName,
  });
  oneRoute(kit, {
    summary: 'One set with every member (agency_ids and their names)',
    find: ({ id }) => find(db, id),
  });

  createRoute(kit, {
    summary: 'Create a set; the agencies chosen move into it from any other set of its kind',
    entity,
    body: dealershipSetInput,
    rules,
    insert: async (tx, input) => {
      await assertValid(tx, input);
      const created = await insertRow(tx, kind.table, { name: input.name, description: input.description });
      const members = await replaceMembers(tx, kind, created.id, input.agency_ids);
      return { ...created, agency_ids: input.agency_ids, moved: members.added };
    },
    find,
  });

  updateRoute(kit, {
    summary: 'Edit a set; `agency_ids` is the whole membership (missing agencies leave it)',
    entity,
    body: dealershipSetInput,
    rules,
    lock: (tx, { id }) => lock(tx, id),
    update: async (tx, before, input) => {
      await assertValid(tx, input, before.id);
      const after = await updateRow(tx, kind.table, before.id, {
        name: input.name,
        description: input.description,
      });
      const members = await replaceMembers(tx, kind, before.id, input.agency_ids);
      return { ...after, agency_ids: input.agency_ids, moved: members.added, released: members.removed };
    },
    find,
  });

  // Not the kit's delete: the answer and the audit say how many agencies were left without a set.
  app.delete(
    routeUrl(def, '/:id'),
    {
      config: accessFor(kit, 'delete'),
      schema: {
        tags: [kit.tag],
        summary: 'Delete a set; its agencies stay, without a set of this kind (the answer says how many)',
        params: idParams,
        response: { 200: dealershipSetDeleted, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const released = await writeTransaction(db, {}, async (tx) => {
        const before = await lock(tx, id);
        if (!before) throw notFound();
        const count = await releaseMembers(tx, kind, id);
        await deleteRow(tx, kind.table, id);
        await audit(tx, request, {
          action: 'delete',
          entity,
          entityId: id,
          before,
          after: { released: count },
        });
        return count;
      });
      const plural = released === 0 ? 'zero' : released === 1 ? 'one' : 'other';
      const message = translate(request.locale, `dealership_sets.${singular}_deleted_${plural}`, {
        count: released,
      });
      return { message, released };
    },
  );
}

/** Dealership groups and families (`/cardealership/group`, `/cardealership/family`). */
export const dealershipSetsModule: Module = (app, { database }) => {
  for (const kind of KINDS) registerDealershipSet(app, database.db, kind);
};
