import { countryOptions, validationMessages } from '@domain';
import shots from '@web/components/photo-capture/photo.module.css';
import { saveCheckInDetails } from '@web/features/checkin/details/action.ts';
import { DetailsForm } from '@web/features/checkin/details/Form.tsx';
import { LicenceUpload, type LicenceUploadLabels } from '@web/features/checkin/details/LicenceUpload.tsx';
import { EXTRA_FIELDS, extraName, MAIN_FIELDS, mainName } from '@web/features/checkin/details/model.ts';
import { CheckInFrame } from '@web/features/checkin/frame/CheckInFrame.tsx';
import { openCheckIn } from '@web/features/checkin/gate.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

type Person = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every driver's licence number and details, and the main driver's licence photos. */
export async function CheckInDetailsPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, { reservation, status }] = await Promise.all([
    getTranslations({ locale, namespace: 'checkin' }),
    openCheckIn(tenant, locale),
  ]);
  const saved = status.details;
  const booked =
    reservation.mainDriver?.isCustomer === 'Someone else' ? reservation.mainDriver : reservation.customer;
  const main: Person = { ...(booked as Person), ...(saved?.mainDriver ?? {}) };
  const extras = reservation.extraDrivers as Person[];
  const initial: Record<string, string> = {};
  for (const f of MAIN_FIELDS) initial[mainName(f)] = text(main[f] ?? (reservation.customer as Person)[f]);
  extras.forEach((driver, i) => {
    const merged = { ...driver, ...(saved?.extraDrivers?.[i] ?? {}) };
    for (const f of EXTRA_FIELDS) initial[extraName(i, f)] = text(merged[f]);
  });
  const m = validationMessages(locale);
  const photo = (side: 'front' | 'back', driver = 0): LicenceUploadLabels => ({
    title: driver
      ? `${t(`photos.${side}`)} – ${t('details.extraDriver', { number: driver })}`
      : t(`photos.${side}`),
    choose: t('photos.choose'),
    replace: t('photos.replace'),
    empty: t('photos.empty'),
    alt: t(`photos.alt.${side}`),
    uploading: t('photos.uploading'),
    saved: t('photos.saved'),
    errors: {
      type: t('photos.errors.type'),
      tooLarge: t('photos.errors.tooLarge', { mb: 8 }),
      closed: t('photos.errors.closed'),
      session: t('photos.errors.session'),
      failed: t('photos.errors.failed'),
    },
  });
  return (
    <CheckInFrame
      locale={locale}
      step="details"
      title={t('details.title')}
      reference={reservation.reference}
      lead={t('details.lead')}
    >
      <DetailsForm
        action={saveCheckInDetails}
        locale={locale}
        initial={initial}
        extraCount={extras.length}
        countries={countryOptions(locale)}
        labels={{
          fields: Object.fromEntries(MAIN_FIELDS.map((f) => [f, m.labels[f]])),
          licenceHint: t('details.licenceHint'),
          mainDriver: t('details.mainDriver'),
          extraDriver: t('details.extraDriver', { number: '{number}' }),
          photosTitle: t('photos.title'),
          photosIntro: t('photos.intro'),
          chooseCountry: t('details.chooseCountry'),
          continue: t('continue'),
          saving: t('saving'),
          errorsTitle: t('details.errorsTitle'),
          formErrors: {
            photos: t('details.formErrors.photos'),
            closed: t('details.formErrors.closed'),
            failed: t('details.formErrors.failed'),
          },
        }}
        photos={
          <div className={shots.photos}>
            <LicenceUpload side="front" uploaded={status.steps.licenceFront} labels={photo('front')} />
            <LicenceUpload side="back" uploaded={status.steps.licenceBack} labels={photo('back')} />
          </div>
        }
        extraPhotos={extras.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: drivers are positions in the reservation, never reordered
          <div className={shots.photos} key={`photos-${i + 1}`}>
            <LicenceUpload
              side={`front-${i + 1}`}
              uploaded={status.steps.extraLicences[i]?.front ?? false}
              labels={photo('front', i + 1)}
            />
            <LicenceUpload
              side={`back-${i + 1}`}
              uploaded={status.steps.extraLicences[i]?.back ?? false}
              labels={photo('back', i + 1)}
            />
          </div>
        ))}
      />
    </CheckInFrame>
  );
}
