// The car inspections of a reservation on the desk: pickup and return side by side (photos,
// mileage, fuel, marked damage). Photos come from the staff API with the user's own login
// (`useStaffFile`), so an <img> gets them as object URLs; a plain link would carry no
// Authorization header.
import { Badge, Box, Card, Flex, Grid, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import {
  distanceDriven,
  fuelDifference,
  fuelText,
  INSPECTION_VIEWS,
  type InspectionView,
} from '../../../domain/index.ts';
import { type StaffFetch, useStaffQuery } from './api.ts';
import { dateTime } from './format.ts';
import { LoadState } from './parts.tsx';

export type StaffPhotoLoader = (path: string) => Promise<Blob>;

interface DeskStage {
  stage: 'pickup' | 'return';
  window: string;
  photos: { view: InspectionView; takenAt: string; url: string }[];
  mileageKm: number | null;
  fuelEighths: number | null;
  damage: { x: number; y: number; note: string }[];
  completedAt: string | null;
}

interface DeskInspections {
  reference: string;
  pickup: DeskStage;
  return: DeskStage;
  report: { ready: boolean; mailedAt: string | null };
}

const VIEW_TITLES: Record<InspectionView, string> = {
  front: 'Front',
  back: 'Back',
  left: 'Left side',
  right: 'Right side',
  interior: 'Interior',
  dashboard: 'Dashboard',
};

function StaffPhoto(props: { load: StaffPhotoLoader; path: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    props.load(props.path).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [props.load, props.path]);
  if (failed) return <Text size={1}>Photo could not be loaded</Text>;
  if (!url)
    return (
      <Text size={1} muted>
        Loading photo…
      </Text>
    );
  return (
    // biome-ignore lint/performance/noImgElement: the Studio is no Next app; a private object URL
    <img
      src={url}
      alt={props.alt}
      data-testid="inspection-photo"
      style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

function StageHead({ stage }: { stage: DeskStage }) {
  const title = stage.stage === 'pickup' ? 'Pickup' : 'Return';
  return (
    <Stack gap={2}>
      <Flex gap={2} align="center">
        <Text weight="semibold">{title}</Text>
        {stage.completedAt ? (
          <Badge tone="positive">Submitted {dateTime(stage.completedAt)}</Badge>
        ) : (
          <Badge tone="caution">
            {stage.photos.length ? `${stage.photos.length} of 6 photos` : 'Not done'}
          </Badge>
        )}
      </Flex>
      <Text size={1}>
        Mileage {stage.mileageKm === null ? '—' : `${stage.mileageKm.toLocaleString('en-GB')} km`} · Fuel{' '}
        {stage.fuelEighths === null ? '—' : fuelText(stage.fuelEighths)}
      </Text>
      {stage.damage.length ? (
        <Stack gap={1} as="ol">
          {stage.damage.map((mark, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: marks are numbered in the order placed
            <Text key={i} size={1} as="li">
              Damage {i + 1}: {mark.note}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size={1} muted>
          No damage marked
        </Text>
      )}
    </Stack>
  );
}

/** Both inspections of `reservationId`, side by side; opening it is logged (`inspection.view`). */
export function InspectionsPanel(props: {
  reservationId: string;
  fetcher: StaffFetch;
  photo: StaffPhotoLoader;
}) {
  const inspections = useStaffQuery<DeskInspections>(
    props.fetcher,
    `/staff/desk/reservations/${props.reservationId}/inspections`,
  );
  return (
    <Card padding={3} radius={2} border data-testid="desk-inspections">
      <Stack gap={3}>
        <Text as="h3" size={2} weight="semibold">
          Car inspections
        </Text>
        <LoadState result={inspections.result} label="the inspections">
          {(data) => {
            const { pickup, return: back } = data;
            if (pickup.photos.length === 0 && back.photos.length === 0) {
              return (
                <Text size={1} muted>
                  No inspection yet.
                </Text>
              );
            }
            const driven = distanceDriven(pickup.mileageKm, back.mileageKm);
            const fuel = fuelDifference(pickup.fuelEighths, back.fuelEighths);
            return (
              <Stack gap={3}>
                <Grid gridTemplateColumns={2} gap={3}>
                  <StageHead stage={pickup} />
                  <StageHead stage={back} />
                </Grid>
                {driven !== null || fuel !== null ? (
                  <Text size={1} data-testid="inspection-difference">
                    Driven {driven === null ? '—' : `${driven.toLocaleString('en-GB')} km`} · Fuel difference{' '}
                    {fuel === null ? '—' : `${fuel > 0 ? '+' : ''}${fuel}/8`}
                    {data.report.mailedAt ? ` · Report e-mailed ${dateTime(data.report.mailedAt)}` : ''}
                  </Text>
                ) : null}
                {INSPECTION_VIEWS.map((view) => (
                  <Stack key={view} gap={2}>
                    <Text size={1} weight="medium">
                      {VIEW_TITLES[view]}
                    </Text>
                    <Grid gridTemplateColumns={2} gap={3}>
                      {[pickup, back].map((stage) => {
                        const shot = stage.photos.find((p) => p.view === view);
                        const label = `${VIEW_TITLES[view]} at ${stage.stage}`;
                        return (
                          <Box key={stage.stage}>
                            {shot ? (
                              <Stack gap={1}>
                                <StaffPhoto load={props.photo} path={shot.url} alt={label} />
                                <Text size={0} muted>
                                  {dateTime(shot.takenAt)}
                                </Text>
                              </Stack>
                            ) : (
                              <Text size={1} muted>
                                No photo
                              </Text>
                            )}
                          </Box>
                        );
                      })}
                    </Grid>
                  </Stack>
                ))}
              </Stack>
            );
          }}
        </LoadState>
      </Stack>
    </Card>
  );
}
