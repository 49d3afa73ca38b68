/**
 * A vehicle's status change (`POST /inventory/:id/status`), one dialog for every move the
 * current status allows (VEHICLE_TRANSITIONS):
 * - Apartado records the deposit (the spec's currency input), the day and for whom;
 * - Vendido records the day, the sale price and the buyer;
 * - Disponible and Borrador only confirm; reverting a sale (Vendido → Disponible) is offered to
 *   administrators alone.
 * The fields are checked with the shared rules (messages in the interface's language); the
 * server's refusal (a transition no longer allowed, a missing price, someone else's newer save)
 * is shown as it answers it, on its field or above the form.
 */
import {
  ADMIN_ONLY_TRANSITIONS,
  todayInMexico,
  VEHICLE_TRANSITIONS,
  type VehicleStatus,
  vehicleStatusChange,
} from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCurrencyField, FormDialog, FormTextField } from '../../components/form';
import { changeVehicleStatus, type UsedVehicleDetail } from './inventory.api';

/** A move the screen offers: the status it goes to, and whether it undoes a sale (admins only). */
export interface StatusMove {
  to: VehicleStatus;
  revert: boolean;
}

const adminOnly = (from: VehicleStatus, to: VehicleStatus) =>
  ADMIN_ONLY_TRANSITIONS.some(([a, b]) => a === from && b === to);

/** The moves from `status` the user may make: every allowed one, the admin-only ones for admins. */
export function statusMoves(status: VehicleStatus, admin: boolean): StatusMove[] {
  return VEHICLE_TRANSITIONS[status]
    .filter((to) => admin || !adminOnly(status, to))
    .map((to) => ({ to, revert: adminOnly(status, to) }));
}

// The shared rules of each field, required here because the target status needs them.
const { shape } = vehicleStatusChange;
/** An empty date field reads as missing ("Este campo es obligatorio."), not as a bad format. */
const day = z.preprocess((value) => (value === '' ? undefined : value), shape.sold_on.unwrap().unwrap());
/** A deposit or a sale price of nothing is no deposit or sale at all. */
const money = shape.deposit.unwrap().unwrap().positive();
const person = shape.buyer_name.unwrap().unwrap().min(1);

const SCHEMAS = {
  Apartado: z.object({ deposit: money, reserved_on: day, reserved_for: person }),
  Vendido: z.object({ sold_on: day, sale_price: money, buyer_name: person }),
  none: z.object({}),
};

type Values = Record<string, unknown>;

function initialValues(vehicle: UsedVehicleDetail, to: VehicleStatus): Values {
  const today = todayInMexico();
  if (to === 'Apartado') {
    return {
      deposit: vehicle.deposit,
      reserved_on: vehicle.reserved_on ?? today,
      reserved_for: vehicle.reserved_for ?? '',
    };
  }
  if (to === 'Vendido') {
    return {
      sold_on: today,
      sale_price: vehicle.offer_price ?? vehicle.price,
      buyer_name: vehicle.reserved_for ?? '',
    };
  }
  return {};
}

/** The explanation shown above the fields (or alone, when the move has none). */
function textKey(vehicle: UsedVehicleDetail, move: StatusMove): string {
  if (move.revert) return 'status.texts.revert';
  if (move.to === 'Disponible' && vehicle.status === 'Apartado') return 'status.texts.fromApartado';
  return `status.texts.${move.to}`;
}

export interface VehicleStatusDialogProps {
  vehicle: UsedVehicleDetail;
  move: StatusMove;
  onClose: () => void;
  /** The vehicle as the server answered it, and its message ("Estado actualizado…"). */
  onChanged: (vehicle: UsedVehicleDetail, message: string) => unknown;
}

export function VehicleStatusDialog({ vehicle, move, onClose, onChanged }: VehicleStatusDialogProps) {
  const { t } = useTranslation('inventory');
  const schema: z.ZodType<Values, Values> =
    move.to === 'Apartado' ? SCHEMAS.Apartado : move.to === 'Vendido' ? SCHEMAS.Vendido : SCHEMAS.none;

  const title = move.revert ? t('status.titles.revert') : t(`status.titles.${move.to}`);
  return (
    <FormDialog
      action
      maxWidth="xs"
      title={title}
      text={t(textKey(vehicle, move))}
      schema={schema}
      empty={initialValues(vehicle, move.to)}
      save={(values) =>
        changeVehicleStatus(vehicle.id, { status: move.to, lock_version: vehicle.lock_version, ...values })
      }
      onSaved={(answer) => onChanged(answer.vehicle, answer.message)}
      onClose={onClose}
      submit={{
        label: move.revert ? t('status.revert') : t('status.confirm'),
        color: move.revert ? 'warning' : 'primary',
      }}
    >
      {({ control }, busy) => (
        <>
          {move.to === 'Apartado' ? (
            <>
              <FormCurrencyField
                control={control}
                name="deposit"
                label={t('fields.deposit')}
                required
                disabled={busy}
              />
              <FormTextField
                control={control}
                name="reserved_on"
                type="date"
                label={t('fields.reservedOn')}
                required
                disabled={busy}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={control}
                name="reserved_for"
                label={t('fields.reservedFor')}
                required
                disabled={busy}
                autoComplete="off"
              />
            </>
          ) : null}
          {move.to === 'Vendido' ? (
            <>
              <FormTextField
                control={control}
                name="sold_on"
                type="date"
                label={t('fields.soldOn')}
                required
                disabled={busy}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormCurrencyField
                control={control}
                name="sale_price"
                label={t('fields.salePrice')}
                required
                disabled={busy}
              />
              <FormTextField
                control={control}
                name="buyer_name"
                label={t('fields.buyerName')}
                required
                disabled={busy}
                autoComplete="off"
              />
            </>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
