/**
 * The reservation overview's card for the car inspection: what can be done now (start the pickup
 * or return inspection), when the pickup inspection opens, and the return report once there.
 * Nothing for a reservation that is not checked in or whose inspections are over without a report.
 */
import type { Locale, Tenant } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { whenText } from '@web/features/reservation/page.ts';
import { localizePath } from '@web/lib/paths.ts';
import { getTranslations } from 'next-intl/server';
import { loadInspection } from '../data.ts';

export async function InspectionCard({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  const [overview, t] = await Promise.all([
    loadInspection(tenant),
    getTranslations({ locale, namespace: 'inspection' }),
  ]);
  if (!overview) return null;
  const { pickup, return: back, report } = overview;
  const lines: { key: string; text?: string; href?: string; label?: string }[] = [];
  if (pickup.window === 'open') {
    lines.push({
      key: 'pickup',
      text: t('card.pickupOpen'),
      href: '/reservation/inspection/pickup/',
      label: t('card.start.pickup'),
    });
  } else if (pickup.window === 'not_yet_open') {
    lines.push({ key: 'pickup', text: t('card.pickupLater', { time: whenText(pickup.opensAt, locale) }) });
  } else if (pickup.window === 'done') {
    lines.push({
      key: 'pickup',
      text: t('window.donePickup', { time: whenText(pickup.completedAt ?? '', locale) }),
    });
  }
  if (back.window === 'open') {
    lines.push({
      key: 'return',
      text: t('card.returnOpen'),
      href: '/reservation/inspection/return/',
      label: t('card.start.return'),
    });
  }
  if (report.ready)
    lines.push({ key: 'report', href: '/reservation/inspection/report/', label: t('card.report') });
  if (lines.length === 0) return null;
  return (
    <section className={ui.card} aria-labelledby="inspection" data-testid="reservation-inspection">
      <h2 id="inspection" className={ui.cardTitle}>
        {t('card.title')}
      </h2>
      {lines.map((line) => (
        <div key={line.key}>
          {line.text ? <p>{line.text}</p> : null}
          {line.href ? (
            <p>
              <a
                className={ui.buttonSecondary}
                href={localizePath(line.href, locale)}
                data-testid={`inspection-${line.key}`}
              >
                {line.label}
              </a>
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
}
