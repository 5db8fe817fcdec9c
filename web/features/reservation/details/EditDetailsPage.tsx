import { validationMessages } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { actionPageContext } from '@web/features/reservation/action-page.ts';
import { DetailsForm } from '@web/features/reservation/details/Form.tsx';
import { DETAIL_FIELDS, type DetailField } from '@web/features/reservation/details/model.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import type { SiteParams } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

/** The booker's contact details and arrival flight, until pickup; drivers are checked in online. */
export async function EditDetailsPage({ params }: { params: Promise<SiteParams> }) {
  const { locale, reservation, state, tc, tActions } = await actionPageContext(params, 'editDetails');
  const t = await getTranslations({ locale, namespace: 'reservation.details' });
  const messages = validationMessages(locale);
  const trip = (reservation.trip ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const initial: Partial<Record<DetailField, string>> = {
    firstName: text(reservation.customer.firstName),
    lastName: text(reservation.customer.lastName),
    email: text(reservation.customer.email),
    phone: text(reservation.customer.phone),
    flightNumber: text(trip.flightNumber),
    arrivalTime: text(trip.arrivalTime),
    specialComments: text(trip.specialComments),
  };
  return (
    <ReservationFrame locale={locale} title={t('title')} backLabel={tc('back')} narrow route="editDetails">
      <p className={ui.lead}>{t('lead')}</p>
      {state.open ? (
        <DetailsForm
          locale={locale}
          initial={initial}
          labels={{
            fields: Object.fromEntries(DETAIL_FIELDS.map((f) => [f, messages.labels[f]])) as Record<
              DetailField,
              string
            >,
            optional: t('optional'),
            arrivalHint: t('arrivalHint'),
            save: t('save'),
            busy: tc('working'),
            errorsTitle: t('errorsTitle'),
            locked: t('locked'),
            failed: t('failed'),
          }}
        />
      ) : (
        <p className={ui.notice} role="status">
          {tActions(`closed.${state.reason ?? 'status'}`)}
        </p>
      )}
    </ReservationFrame>
  );
}
