import { useState } from 'react';
import { Skeleton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';

export interface VehicleImageProps {
  /**
   * The image: a same-origin path, an https URL or an image data URI (e.g. the base64 PNG of
   * `GetKleurAfbeeldingobvOptie` as `data:image/png;base64,…`). Unsafe values show the placeholder.
   */
  src?: string | null;
  /** The vehicle, e.g. "Volkswagen ID.4 Pure". */
  name: string;
  /** The paint shown, e.g. "Kings Red metallic"; part of the alternative text. */
  paint?: string | null;
  /** The (new) image is being fetched: a skeleton shows. */
  loading?: boolean;
  /** Width / height; 16 / 9 by default. */
  aspectRatio?: number;
}

const Frame = styled('div', { name: 'LeaseVehicleImage', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.default,
}));

const Img = styled('img', { name: 'LeaseVehicleImage', slot: 'Image' })({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

/** The vehicle in its chosen paint, with alternative text and a skeleton while it loads. */
export function VehicleImage({
  src,
  name,
  paint,
  loading = false,
  aspectRatio = 16 / 9,
}: VehicleImageProps) {
  const t = useUiText();
  const url = safeAssetUrl(src);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const alt = paint?.trim() ? t('vehicleImage.altPaint', { name, paint: paint.trim() }) : name;
  const usable = url !== null && failedUrl !== url;
  const showSkeleton = loading || (usable && loadedUrl !== url);
  return (
    <Frame sx={{ aspectRatio: String(aspectRatio) }} aria-busy={showSkeleton}>
      {usable && !loading ? (
        <Img
          src={url}
          alt={alt}
          onLoad={() => setLoadedUrl(url)}
          onError={() => setFailedUrl(url)}
        />
      ) : null}
      {showSkeleton ? (
        <Skeleton
          variant="rectangular"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      ) : null}
      {showSkeleton ? (
        <Typography
          role="status"
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {t('vehicleImage.loading', { name })}
        </Typography>
      ) : null}
      {!usable && !loading ? (
        <Typography
          role="img"
          aria-label={alt}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: 2,
            textAlign: 'center',
            color: 'text.secondary',
            overflowWrap: 'anywhere',
          }}
        >
          {t('vehicleImage.unavailable')}
        </Typography>
      ) : null}
    </Frame>
  );
}
