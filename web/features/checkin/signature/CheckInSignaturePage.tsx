import type { Locale } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/checkin/checkin.module.css';
import { ContractView } from '@web/features/checkin/contract/ContractView.tsx';
import {
  createSigningToken,
  loadCheckIn,
  loadSigning,
  readyToSign,
  type Signing,
} from '@web/features/checkin/data.ts';
import { CheckInFrame } from '@web/features/checkin/frame/CheckInFrame.tsx';
import { checkinPath } from '@web/features/checkin/paths.ts';
import { signCheckIn } from '@web/features/checkin/signature/action.ts';
import { Completion } from '@web/features/checkin/signature/Completion.tsx';
import { SignatureForm } from '@web/features/checkin/signature/Form.tsx';
import { QrCode } from '@web/features/checkin/signature/QrCode.tsx';
import { requestOrigin } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

type Translate = Awaited<ReturnType<typeof getTranslations<'checkin'>>>;

function signatureLabels(t: Translate) {
  return {
    name: t('signature.name'),
    modeLegend: t('signature.modeLegend'),
    draw: t('signature.draw'),
    type: t('signature.type'),
    padLabel: t('signature.padLabel'),
    padHint: t('signature.padHint'),
    clear: t('signature.clear'),
    typedLabel: t('signature.typedLabel'),
    typedHint: t('signature.typedHint'),
    accept: t('signature.accept'),
    sign: t('signature.sign'),
    signing: t('signature.signing'),
    errors: {
      signature: t('signature.errors.signature'),
      name: t('signature.errors.name'),
      changed: t('signature.errors.changed'),
      closed: t('signature.errors.closed'),
      link: t('signature.errors.link'),
      failed: t('signature.errors.failed'),
    },
  };
}

function SignHere({
  t,
  locale,
  token,
  signing,
}: {
  t: Translate;
  locale: Locale;
  token: string;
  signing: Signing & { contract: NonNullable<Signing['contract']> };
}) {
  return (
    <>
      <ContractView contract={signing.contract} label={t('contract.title')} />
      <SignatureForm
        action={signCheckIn}
        token={token}
        contractSha256={signing.contract.sha256}
        locale={locale}
        defaultName={signing.name}
        labels={signatureLabels(t)}
      />
    </>
  );
}

/**
 * The signature. This page has no session check. With the reservation session
 * (the desktop) it makes a 30-minute signing link and shows it as a QR code for the phone; the
 * link alone (the phone) lets the holder read and sign this one agreement, nothing else.
 */
export async function CheckInSignaturePage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'checkin' }), searchParams]);
  const given = typeof query.token === 'string' ? query.token : null;

  if (given) {
    const result = await loadSigning(tenant, given, locale);
    if (!result.ok) {
      return (
        <CheckInFrame locale={locale} step="signature" title={t('signature.title')} hideSteps>
          <div className={ui.alert} role="alert" data-code={result.code}>
            <p>
              {result.code.startsWith('checkin_') ? t('signature.errors.closed') : t('signature.errors.link')}
            </p>
          </div>
          <a href={checkinPath('start', locale)}>{t('signature.restart')}</a>
        </CheckInFrame>
      );
    }
    const { signing } = result;
    return (
      <CheckInFrame
        locale={locale}
        step="signature"
        title={signing.contract ? t('signature.title') : t('done.pageTitle')}
        reference={signing.reference}
        hideSteps
      >
        {signing.contract ? (
          <SignHere
            t={t}
            locale={locale}
            token={given}
            signing={{ ...signing, contract: signing.contract }}
          />
        ) : (
          <Completion
            locale={locale}
            reference={signing.reference}
            pdfUrl={`/functions/v1/checkin/signing/contract.pdf?token=${encodeURIComponent(given)}`}
            selfService={signing.selfService}
            pickup={signing.pickup}
            showOverview={false}
          />
        )}
      </CheckInFrame>
    );
  }

  const checkIn = await loadCheckIn(tenant, locale);
  if (!checkIn) {
    // No session and no link (this page runs no check): say how to get here.
    return (
      <CheckInFrame locale={locale} step="signature" title={t('signature.title')} hideSteps>
        <div className={ui.notice} role="status" data-testid="signature-no-link">
          <p>{t('signature.noLink')}</p>
        </div>
        <a className={ui.button} href={localizePath('/reservation/find/', locale)}>
          {t('signature.find')}
        </a>
      </CheckInFrame>
    );
  }
  const { reservation, status } = checkIn;
  if (status.steps.signature) {
    const place = (reservation.pickupLocation ?? {}) as { title?: string; address?: string };
    return (
      <CheckInFrame
        locale={locale}
        step="signature"
        title={t('done.pageTitle')}
        reference={reservation.reference}
        hideSteps
      >
        <Completion
          locale={locale}
          reference={reservation.reference}
          pdfUrl="/functions/v1/reservation/checkin/contract.pdf"
          selfService={reservation.selfService}
          pickup={{
            title: place.title ?? reservation.pickupLocationId,
            address: place.address ?? '',
            at: reservation.pickupAt,
          }}
          showOverview
        />
      </CheckInFrame>
    );
  }
  if (status.window !== 'open') redirect(checkinPath('start', locale));
  if (!readyToSign(status)) redirect(checkinPath('contract', locale));
  const token = await createSigningToken(tenant);
  const result = token ? await loadSigning(tenant, token, locale) : null;
  if (!token || !result?.ok || !result.signing.contract) {
    return (
      <CheckInFrame locale={locale} step="signature" title={t('signature.title')}>
        <div className={ui.alert} role="alert">
          <p>{t('signature.errors.failed')}</p>
        </div>
      </CheckInFrame>
    );
  }
  const link = `${await requestOrigin()}${checkinPath('signature', locale, `token=${encodeURIComponent(token)}`)}`;
  return (
    <CheckInFrame
      locale={locale}
      step="signature"
      title={t('signature.title')}
      reference={reservation.reference}
      lead={t('signature.lead')}
    >
      <section className={styles.qr} aria-labelledby="qr-title" data-testid="signing-qr" data-url={link}>
        <QrCode value={link} label={t('signature.qrLabel')} />
        <div>
          <h2 id="qr-title" className={ui.cardTitle}>
            {t('signature.qrTitle')}
          </h2>
          <p>{t('signature.qrText', { minutes: 30 })}</p>
          <p className={styles.qrLink}>
            <a href={link} data-testid="signing-link">
              {t('signature.qrLink')}
            </a>
          </p>
          <p>
            <a href={checkinPath('signature', locale)}>{t('signature.qrDone')}</a>
          </p>
        </div>
      </section>
      <SignHere
        t={t}
        locale={locale}
        token={token}
        signing={{ ...result.signing, contract: result.signing.contract }}
      />
    </CheckInFrame>
  );
}
