'use client';

import {
  type SummaryLabels,
  SummaryPanel,
  type SummaryTrip,
} from '@web/features/booking/summary/SummaryPanel.tsx';
import { useOptionsQuote } from './Quote.tsx';

/** The summary panel fed by the step's live quote (the last price stays while the next loads). */
export function OptionsSummary({
  trip,
  duration,
  labels,
}: {
  trip: SummaryTrip;
  duration: string;
  labels: SummaryLabels;
}) {
  const { price, updating } = useOptionsQuote();
  return <SummaryPanel trip={trip} duration={duration} price={price} labels={labels} updating={updating} />;
}
