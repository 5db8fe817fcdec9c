/**
 * What the inspection pages read from the booking service (GET /reservation/inspection) and the
 * labels their client parts take. Client-safe: no server imports.
 */
import type { InspectionAnswer, InspectionStageState } from '@booking/client.ts';
import {
  DAMAGE_MARKS_MAX,
  DAMAGE_NOTE_MAX,
  INSPECTION_VIEWS,
  type InspectionStage,
  type InspectionView,
} from '@domain';

/** The booking client's own answer types (`booking/http/answers.ts`). */
export type InspectionOverview = InspectionAnswer;
export type StageState = InspectionStageState;

/** The session's own photo, served by the booking service behind the reservation cookie. */
export const photoUrl = (stage: InspectionStage, view: InspectionView) =>
  `/functions/v1/reservation/inspection/${stage}/photos/${view}`;

export const REPORT_PDF_URL = '/functions/v1/reservation/inspection/report.pdf';

export type { InspectionStage, InspectionView };
export { DAMAGE_MARKS_MAX, DAMAGE_NOTE_MAX, INSPECTION_VIEWS };

export type PhotoError = 'type' | 'tooLarge' | 'closed' | 'session' | 'rateLimited' | 'failed';

export interface PhotoLabels {
  take: string;
  retake: string;
  empty: string;
  uploading: string;
  saved: string;
  /** With `{view}`. */
  alt: string;
  /** With `{number}` and `{total}`. */
  step: string;
  errors: Record<PhotoError, string>;
}

export interface ReadingsLabels {
  title: string;
  mileage: string;
  mileageHint: string;
  fuel: string;
  choose: string;
  /** The fuel select's options, 0 (empty) to 8 (full). */
  fuelOptions: string[];
  damage: {
    title: string;
    intro: string;
    outline: string;
    front: string;
    rear: string;
    /** With `{number}`. */
    mark: string;
    note: string;
    remove: string;
    none: string;
    max: string;
  };
  submit: string;
  submitting: string;
  errors: Record<ReadingsProblem, string> & { title: string };
}

export type ReadingsProblem =
  | 'mileage'
  | 'fuel'
  | 'note'
  | 'photos'
  | 'done'
  | 'closed'
  | 'belowPickup'
  | 'failed';

export interface ReadingsState {
  problems: ReadingsProblem[];
  /** The pickup mileage, for the `belowPickup` message. */
  pickupKm?: number;
  values: { mileageKm: string; fuelEighths: string };
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
