/**
 * Step 4, Fotos: the vehicle's gallery. Photos need a saved vehicle, so a new one reaches this
 * step once its draft is saved; each photo is stored as it uploads, apart from the form's save.
 */
import { usedVehicleResource, type VehiclePhoto } from '@vitrina/shared';
import { PhotoGallery } from '../../../components/photo-gallery/photo-gallery';
import { vehicleName } from '../inventory.api';
import type { StepProps } from './vehicle-step';

export interface PhotosStepProps extends Omit<StepProps, 'form'> {
  photos: VehiclePhoto[];
  onPhotos: (photos: VehiclePhoto[]) => void;
}

export function PhotosStep({ vehicle, readOnly, photos, onPhotos }: PhotosStepProps) {
  if (!vehicle) return null;
  return (
    <PhotoGallery
      basePath={`${usedVehicleResource.api}/${vehicle.id}`}
      photos={photos}
      onChange={onPhotos}
      disabled={readOnly}
      alt={vehicleName(vehicle)}
    />
  );
}
