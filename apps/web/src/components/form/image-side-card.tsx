/**
 * A record's image beside its form (a brand's logo, a body type's icon, a dealership's logo):
 * the upload card once the record exists, and until then a note that it can be added after
 * saving (an image belongs to a stored record). Anything else for the side goes under it.
 */
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ImageUpload, type ImageUploadProps } from '../image-upload';
import { SaveFirstNote, SideCard } from './form-parts';

export interface ImageSideCardProps {
  /** The upload's props for the stored record; absent (null, undefined) while creating. */
  image: ImageUploadProps | null | undefined;
  /** Said instead while creating ("Podrás agregar el logo después de guardar"). */
  saveFirst: string;
  /** More cards under the image (a dealership's people), shown with it. */
  children?: ReactNode;
}

export function ImageSideCard({ image, saveFirst, children }: ImageSideCardProps) {
  if (!image) return <SaveFirstNote text={saveFirst} />;
  const card = (
    <SideCard>
      <ImageUpload {...image} />
    </SideCard>
  );
  return children ? (
    <Stack spacing={3}>
      {card}
      {children}
    </Stack>
  ) : (
    card
  );
}
