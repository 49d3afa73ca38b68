/**
 * Nuevo auto seminuevo / Editar auto (/inventory/create, /inventory/:id/edit): the step form —
 * Vehículo, Detalles, Equipamiento, Fotos, Precio y publicación — over the shared
 * `usedVehicleInput`, so each step's messages are the server's. "Siguiente" checks the step's
 * fields; the server's field errors open the step that holds them.
 *
 * Photos need a saved vehicle: leaving Equipamiento on a new vehicle saves it as a draft
 * (Borrador) and the form goes on at Fotos of `/inventory/:id/edit` (the step is in the address).
 * A save sends the `lock_version` the form was loaded with; a 409 shows the server's message and
 * a way to load the latest version — nothing is overwritten silently. "Guardar y terminar" saves
 * and opens the vehicle's details. A price far from what the car plausibly costs is saved only
 * once the person confirms it, the question naming the amount (price-check.ts).
 *
 * Spec §4: from the first change the vehicle is the "current vehicle in process", so leaving asks
 * '¿Estás seguro de salir sin guardar los cambios?' through the app's one guard (one dialog);
 * saving, Salir and signing out clear it. Without `update inventory` the form only shows.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import {
  href,
  todayInMexico,
  type UsedVehicleDetail,
  usedVehicleResource,
  type VehiclePhoto,
} from '@vitrina/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { FormAlert, LoadError, useSuccessIndicator, useZodForm } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { useRecord } from '../../components/resource';
import { parseError, statusOf } from '../../lib/api-client';
import { clearCurrentVehicle, setCurrentVehicle } from '../../lib/current-vehicle';
import { formatCurrency } from '../../lib/format';
import { keysOf } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { useResourceAccess } from '../../lib/use-resource-access';
import { changeVehicleStatus, vehicleName } from './inventory.api';
import { fetchVehicle, saveVehicle } from './vehicle-form.api';
import { DetailsStep } from './vehicle-form-steps/details-step';
import { EquipmentStep } from './vehicle-form-steps/equipment-step';
import {
  emptyValues,
  PHOTOS_STEP,
  STEP_FIELDS,
  STEPS,
  type StepName,
  stepOfField,
  toInput,
  toValues,
  type VehicleFormInput,
  vehicleForm,
} from './vehicle-form-steps/form-values';
import { PhotosStep } from './vehicle-form-steps/photos-step';
import { doubtfulPrices, PRICE_CONFIRMATION_FIELD } from './vehicle-form-steps/price-check';
import { PriceStep } from './vehicle-form-steps/price-step';
import { type SaveMode, StepActions } from './vehicle-form-steps/step-actions';
import { StepTabs } from './vehicle-form-steps/step-tabs';
import { VehicleStep } from './vehicle-form-steps/vehicle-step';
import { VehicleStatusChip } from './vehicle-status-chip';

type Field = FieldPath<VehicleFormInput>;
const PRICE_STEP = STEPS.indexOf('price');
const LAST_STEP = STEPS.length - 1;
const keys = keysOf(usedVehicleResource);

/** The amount an API message names (`$2,399.00`), for the confirming button. */
const amountIn = (message: string) => /\$[\d,]+(?:\.\d+)?/.exec(message)?.[0];

interface ArrivalState {
  draftSaved?: boolean;
}

function StepForm({ vehicle }: { vehicle: UsedVehicleDetail | undefined }) {
  const { t } = useTranslation('inventoryForm');
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const { dealership } = useSession();
  const access = useResourceAccess(usedVehicleResource);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const readOnly = vehicle ? !access.update : !access.create;

  /** The vehicle as last loaded or saved: its `lock_version` goes with the next save. */
  const [saved, setSaved] = useState(vehicle);
  const [photos, setPhotos] = useState<VehiclePhoto[]>(vehicle?.photos ?? []);
  const form = useZodForm(vehicleForm, {
    defaultValues: vehicle
      ? toValues(vehicle)
      : emptyValues(dealership && dealership.id !== 0 ? dealership.id : null, todayInMexico()),
  });
  const { isDirty, isSubmitting, errors } = useFormState({ control: form.control });

  // A new vehicle belongs to the session's dealership, also when the side menu switches it
  // ("Todas" asks for one in the first step).
  const sessionAgency = dealership && dealership.id !== 0 ? dealership.id : null;
  const creating = vehicle === undefined;
  useEffect(() => {
    if (creating) form.setValue('agency_id', sessionAgency as number);
  }, [creating, sessionAgency, form]);

  const [step, setStep] = useState(() =>
    vehicle ? Math.max(0, STEPS.indexOf(search.get('step') as StepName)) : 0,
  );
  /** How far a new vehicle may jump back and forth by the step buttons. */
  const [reached, setReached] = useState(vehicle ? LAST_STEP : 0);
  const [general, setGeneral] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [limit, setLimit] = useState<string | null>(null);
  const [draftSaved, setDraftSaved] = useState(
    () => (location.state as ArrivalState | null)?.draftSaved === true,
  );
  const [makeAvailable, setMakeAvailable] = useState(false);
  const [mode, setMode] = useState<SaveMode | null>(null);
  const success = useSuccessIndicator();
  const dialogs = useDialogs();

  // Spec §4: the vehicle is "in process" while it holds unsaved changes.
  const savedId = saved?.id ?? null;
  useEffect(() => {
    if (isDirty && !readOnly) setCurrentVehicle({ id: savedId });
    else clearCurrentVehicle();
  }, [isDirty, readOnly, savedId]);
  useEffect(() => clearCurrentVehicle, []);

  // Atrás / Siguiente take the focus to the step's heading; a step's tab keeps it (not on arrival).
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnStep = useRef<Field | 'heading' | null>(null);
  const tabsId = useId();
  // Runs after every render: the target is set only by a step change, and used once.
  useEffect(() => {
    const target = focusOnStep.current;
    focusOnStep.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target) form.setFocus(target);
  });

  const goTo = (index: number, focus: Field | 'heading' | null = 'heading') => {
    if (index === step) {
      if (focus && focus !== 'heading') form.setFocus(focus);
      return;
    }
    focusOnStep.current = focus;
    setStep(index);
    setReached((current) => Math.max(current, index));
    if (saved) setSearch({ step: STEPS[index]! }, { replace: true });
  };

  /** Keeps what the server answered as the form's new starting point. */
  const keep = (next: UsedVehicleDetail) => {
    setSaved(next);
    setPhotos(next.photos);
    form.reset(toValues(next));
    queryClient.setQueryData(keys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: keys.lists() });
  };

  /**
   * A refused save: each field error on its field and its step opened. A 409 is either the
   * dealership's published-vehicles limit (the server names the `published_marketplace` switch,
   * and it is said beside the publication switches) or someone else's newer save (with a way
   * to load it).
   */
  const showError = (error: unknown) => {
    const parsed = parseError(error, t);
    if (statusOf(error) === 409) {
      if (parsed.fields.published_marketplace) {
        setLimit(parsed.fields.published_marketplace);
        goTo(PRICE_STEP);
      } else {
        setConflict(parsed.message);
      }
      return;
    }
    let first: { step: number; field: Field } | null = null;
    const unplaced: string[] = [];
    for (const [key, message] of Object.entries(parsed.fields)) {
      const name = key.split('.')[0] as Field;
      const at = stepOfField(key);
      if (at < 0 || (!saved && at >= PHOTOS_STEP)) {
        unplaced.push(message);
        continue;
      }
      form.setError(name, { type: 'server', message });
      if (!first || at < first.step) first = { step: at, field: name };
    }
    if (Object.keys(parsed.fields).length === 0) setGeneral(parsed.message);
    else if (unplaced.length > 0) setGeneral(unplaced.join(' '));
    if (first) goTo(first.step, first.field);
  };

  /** Asks whether a doubtful price is right; the answer's buttons name the amount. */
  const confirmPrice = (question: string, amount: string | undefined) =>
    dialogs.decision(question, t('priceCheck.title'), {
      accept: amount ? t('priceCheck.confirmAmount', { amount }) : t('priceCheck.confirm'),
      cancel: t('priceCheck.fix'),
    });

  const openFirstError = (names: string[]) => {
    const steps = names.map((name) => ({ step: stepOfField(name), field: name as Field }));
    const first = steps.filter((entry) => entry.step >= 0).sort((a, b) => a.step - b.step)[0];
    if (!first) return;
    if (first.step === step) form.setFocus(first.field);
    else goTo(first.step, first.field);
  };

  const submit = (how: SaveMode) =>
    form.handleSubmit(
      async (values) => {
        setGeneral(null);
        setConflict(null);
        setLimit(null);
        setMode(how);
        const input = toInput(values);
        const doubtful = doubtfulPrices(input, saved?.year, saved);
        if (doubtful.length > 0) {
          const [first] = doubtful;
          const amount = formatCurrency(first!.amount);
          if (!(await confirmPrice(t('priceCheck.question', { amount, year: saved?.year }), amount))) {
            goTo(PRICE_STEP, first!.field);
            return;
          }
          input.price_confirmed = true;
        }
        let next: UsedVehicleDetail;
        try {
          next = await saveVehicle(input, saved);
        } catch (error) {
          // The API knows the dealership's prices too: it asks with the amount in its message.
          const question =
            statusOf(error) === 422 ? parseError(error, t).fields[PRICE_CONFIRMATION_FIELD] : undefined;
          if (!question) {
            showError(error);
            return;
          }
          if (!(await confirmPrice(question, amountIn(question)))) {
            goTo(PRICE_STEP, 'price');
            return;
          }
          try {
            next = await saveVehicle({ ...input, price_confirmed: true }, saved);
          } catch (again) {
            showError(again);
            return;
          }
        }
        keep(next);
        if (how === 'finish' && makeAvailable && next.status === 'Borrador') {
          try {
            next = (
              await changeVehicleStatus(next.id, { status: 'Disponible', lock_version: next.lock_version })
            ).vehicle;
            keep(next);
          } catch (error) {
            // Saved, but still a draft: the reason shows here, and nothing typed is lost.
            showError(error);
            return;
          }
        }
        // Nothing is left unsaved: the guard must not stop the way on.
        clearCurrentVehicle();
        if (how === 'draft') {
          void navigate(href(usedVehicleResource.screens.edit, { id: next.id }, { step: 'photos' }), {
            replace: true,
            state: { draftSaved: true } satisfies ArrivalState,
          });
        } else if (how === 'finish') {
          void navigate(href(usedVehicleResource.screens.details, { id: next.id }));
        } else {
          success.show();
        }
      },
      (invalid) => openFirstError(Object.keys(invalid)),
    )();

  const next = async () => {
    if (!readOnly) {
      const valid = await form.trigger(STEP_FIELDS[STEPS[step]!] as Field[], { shouldFocus: true });
      if (!valid) return;
    }
    if (!saved && step === PHOTOS_STEP - 1) return submit('draft');
    goTo(step + 1);
  };

  const reload = async () => {
    if (!saved) return;
    try {
      keep(await fetchVehicle(saved.id));
      setConflict(null);
      setGeneral(null);
    } catch (error) {
      setGeneral(parseError(error, t).message);
    }
  };

  const stepHasError = (name: StepName) =>
    STEP_FIELDS[name].some((field) => errors[field] !== undefined) || (name === 'price' && limit !== null);
  const reachable = (index: number) => (saved ? true : index <= reached && index < PHOTOS_STEP);
  const name = STEPS[step]!;

  const body = (
    <Stack
      spacing={2.5}
      role="tabpanel"
      id={`${tabsId}-panel`}
      aria-labelledby={`${tabsId}-tab-${step}`}
      sx={{ pt: 3 }}
    >
      <Box>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
          {t(`steps.${name}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`stepHelp.${name}`)}
        </Typography>
      </Box>
      {conflict ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('actions.reload')}
            </Button>
          }
        >
          {conflict} {t('conflictHelp')}
        </Alert>
      ) : null}
      <FormAlert message={general} onClose={() => setGeneral(null)} />
      {draftSaved && name === 'photos' ? (
        <Alert severity="success" variant="outlined" onClose={() => setDraftSaved(false)}>
          {t('draftSaved')}
        </Alert>
      ) : null}
      {name === 'vehicle' ? <VehicleStep form={form} readOnly={readOnly} vehicle={saved} /> : null}
      {name === 'details' ? <DetailsStep form={form} readOnly={readOnly} vehicle={saved} /> : null}
      {name === 'equipment' ? <EquipmentStep form={form} readOnly={readOnly} vehicle={saved} /> : null}
      {name === 'photos' ? (
        <PhotosStep
          vehicle={saved}
          readOnly={readOnly}
          photos={photos}
          onPhotos={(next) => {
            setPhotos(next);
            if (saved) {
              queryClient.setQueryData<UsedVehicleDetail>(keys.detail(saved.id), (old) =>
                old ? { ...old, photos: next, photos_count: next.length } : old,
              );
            }
            void queryClient.invalidateQueries({ queryKey: keys.lists() });
          }}
        />
      ) : null}
      {name === 'price' ? (
        <PriceStep
          form={form}
          readOnly={readOnly}
          vehicle={saved}
          limit={limit}
          makeAvailable={makeAvailable}
          onMakeAvailable={setMakeAvailable}
        />
      ) : null}
      {!saved && step === PHOTOS_STEP - 1 ? (
        <Alert severity="info" variant="outlined">
          {t('draftNote')}
        </Alert>
      ) : null}
      <StepActions
        step={step}
        savedId={saved?.id}
        readOnly={readOnly}
        saving={isSubmitting ? mode : null}
        saved={success.active}
        onBack={() => goTo(step - 1)}
        onNext={() => void next()}
        onSave={(how) => void submit(how)}
      />
    </Stack>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.5 }, borderRadius: '14px' }}>
      {readOnly ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
          {t('readOnly')}
        </Alert>
      ) : null}
      <StepTabs
        step={step}
        vertical={phone}
        idPrefix={tabsId}
        reachable={reachable}
        waiting={(index) => !saved && index >= PHOTOS_STEP}
        hasError={stepHasError}
        onSelect={(index) => goTo(index, null)}
      />
      {body}
    </Paper>
  );
}

export default function VehicleFormPage() {
  const { t } = useTranslation('inventoryForm');
  const id = useIdParam('id');
  const record = useRecord(usedVehicleResource, id);
  const vehicle = record.data;
  const back = id ? href(usedVehicleResource.screens.details, { id }) : usedVehicleResource.screens.list;

  let body: ReactNode;
  if (id !== undefined && record.error) {
    body = <LoadError error={record.error} onRetry={record.refetch} />;
  } else if (id !== undefined && vehicle === undefined) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '14px' }} aria-busy>
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      </Paper>
    );
  } else {
    body = <StepForm key={id ?? 'new'} vehicle={vehicle} />;
  }

  return (
    <Box sx={{ maxWidth: 1000, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
        <IconButton component={Link} to={back} aria-label={t('common:back')} sx={{ mt: -0.25, ml: -1 }}>
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{id ? t('routes:inventoryEdit') : t('routes:inventoryCreate')}</Typography>
          {id === undefined ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('createSubtitle')}
            </Typography>
          ) : vehicle ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              <Typography color="text.secondary">
                {vehicleName(vehicle)} · {vehicle.version_name} · {vehicle.stock_number}
              </Typography>
              <VehicleStatusChip status={vehicle.status} />
            </Box>
          ) : null}
        </Box>
      </Box>
      {body}
    </Box>
  );
}
