/**
 * The built-in test gateway's hosted pages, served under /functions/v1/test-gateway/…: the card
 * page, the 3-D Secure challenge and the end states. They behave like a real gateway's hosted
 * checkout: the card never leaves this page's form for the booking service, the outcome reaches
 * the service as a signed callback (delivered through the same handler as the public callback
 * route, before the browser is sent back), and a checkout settles at most once.
 *
 * Plain HTML, no external assets, inline CSS and one tiny inline script (both allowed by a
 * per-response nonce in the Content-Security-Policy); everything works without JavaScript.
 */
import { randomBytes } from 'node:crypto';
import { formatPrice, TIME_ZONE } from '../../domain/index.ts';
import { BookingError } from '../errors.ts';
import type { CheckoutLocale } from '../payments/gateway.ts';
import {
  type CardFieldError,
  type CardForm,
  type CheckoutRow,
  checkoutState,
  isCheckoutLocale,
  TEST_CARDS,
  type TestGateway,
} from '../payments/test-gateway.ts';
import type { Context, Route } from './router.ts';
import { route } from './router.ts';

interface PageTexts {
  dateLocale: string;
  title: string;
  testMode: string;
  merchant: string;
  amount: string;
  reference: string;
  timeLeft: (minutes: number, until: string) => string;
  testCards: string;
  testCardsHint: string;
  cards: Record<keyof typeof TEST_CARDS, string>;
  useCard: string;
  cardDetails: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  pay: (amount: string) => string;
  cancel: string;
  errorSummary: string;
  errors: Record<CardFieldError, string>;
  expiredTitle: string;
  expiredBody: string;
  succeededTitle: string;
  succeededBody: string;
  failedTitle: string;
  failedBody: string;
  back: string;
  unknownTitle: string;
  unknownBody: string;
  challengeTitle: string;
  challengeBody: (amount: string, merchant: string) => string;
  approve: string;
  deny: string;
}

const TEXTS: Record<CheckoutLocale, PageTexts> = {
  en: {
    dateLocale: 'en-GB',
    title: 'Vegur test payment',
    testMode: 'TEST MODE: no real card is charged. Use one of the test cards below.',
    merchant: 'Merchant',
    amount: 'Amount',
    reference: 'Booking reference',
    timeLeft: (m, until) => `This payment page expires in ${m} min (at ${until}, Iceland time).`,
    testCards: 'Test cards',
    testCardsHint: 'Any future expiry date and any 3-digit CVC work.',
    cards: {
      success: 'Payment succeeds',
      declined: 'Card declined',
      insufficientFunds: 'Insufficient funds',
      threeDSecure: '3-D Secure check',
    },
    useCard: 'Use this card',
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    expiryHint: 'MM/YY',
    cvc: 'CVC',
    cvcHint: '3 or 4 digits on the back of the card',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel and return',
    errorSummary: 'Check the card details',
    errors: {
      number_required: 'Enter the card number',
      number_invalid: 'This card number is not valid',
      expiry_format: 'Enter the expiry date as MM/YY',
      expiry_past: 'This card has expired',
      cvc_invalid: 'Enter the 3 or 4 digit security code',
    },
    expiredTitle: 'This payment page has expired',
    expiredBody: 'No money was taken. Return to the booking to start a new payment.',
    succeededTitle: 'This payment is complete',
    succeededBody: 'The payment was accepted. It cannot be made a second time.',
    failedTitle: 'This payment was not completed',
    failedBody: 'No money was taken. Return to the booking to try again.',
    back: 'Return to the booking',
    unknownTitle: 'Payment page not found',
    unknownBody: 'This payment link is not valid.',
    challengeTitle: '3-D Secure verification',
    challengeBody: (amount, merchant) =>
      `Your bank asks you to confirm the payment of ${amount} to ${merchant}.`,
    approve: 'Approve',
    deny: 'Deny',
  },
  de: {
    dateLocale: 'de-DE',
    title: 'Vegur Testzahlung',
    testMode: 'TESTMODUS: Es wird keine echte Karte belastet. Verwenden Sie eine der Testkarten unten.',
    merchant: 'Händler',
    amount: 'Betrag',
    reference: 'Buchungsnummer',
    timeLeft: (m, until) => `Diese Zahlungsseite läuft in ${m} Min. ab (um ${until} isländischer Zeit).`,
    testCards: 'Testkarten',
    testCardsHint: 'Jedes zukünftige Ablaufdatum und jede dreistellige Prüfnummer funktionieren.',
    cards: {
      success: 'Zahlung erfolgreich',
      declined: 'Karte abgelehnt',
      insufficientFunds: 'Deckung nicht ausreichend',
      threeDSecure: '3-D-Secure-Prüfung',
    },
    useCard: 'Diese Karte verwenden',
    cardDetails: 'Kartendaten',
    cardNumber: 'Kartennummer',
    expiry: 'Gültig bis',
    expiryHint: 'MM/JJ',
    cvc: 'Prüfnummer (CVC)',
    cvcHint: '3 oder 4 Ziffern auf der Kartenrückseite',
    pay: (amount) => `Bezahlen ${amount}`,
    cancel: 'Abbrechen und zurück',
    errorSummary: 'Bitte prüfen Sie die Kartendaten',
    errors: {
      number_required: 'Geben Sie die Kartennummer ein',
      number_invalid: 'Diese Kartennummer ist ungültig',
      expiry_format: 'Geben Sie das Ablaufdatum als MM/JJ ein',
      expiry_past: 'Diese Karte ist abgelaufen',
      cvc_invalid: 'Geben Sie die 3- oder 4-stellige Prüfnummer ein',
    },
    expiredTitle: 'Diese Zahlungsseite ist abgelaufen',
    expiredBody: 'Es wurde kein Geld abgebucht. Kehren Sie zur Buchung zurück, um neu zu bezahlen.',
    succeededTitle: 'Diese Zahlung ist abgeschlossen',
    succeededBody: 'Die Zahlung wurde angenommen. Sie kann kein zweites Mal ausgeführt werden.',
    failedTitle: 'Diese Zahlung wurde nicht abgeschlossen',
    failedBody: 'Es wurde kein Geld abgebucht. Kehren Sie zur Buchung zurück, um es erneut zu versuchen.',
    back: 'Zurück zur Buchung',
    unknownTitle: 'Zahlungsseite nicht gefunden',
    unknownBody: 'Dieser Zahlungslink ist ungültig.',
    challengeTitle: '3-D-Secure-Bestätigung',
    challengeBody: (amount, merchant) =>
      `Ihre Bank bittet Sie, die Zahlung von ${amount} an ${merchant} zu bestätigen.`,
    approve: 'Bestätigen',
    deny: 'Ablehnen',
  },
  es: {
    dateLocale: 'es-ES',
    title: 'Pago de prueba de Vegur',
    testMode: 'MODO DE PRUEBA: no se cobra ninguna tarjeta real. Usa una de las tarjetas de prueba.',
    merchant: 'Comercio',
    amount: 'Importe',
    reference: 'Número de reserva',
    timeLeft: (m, until) => `Esta página de pago caduca en ${m} min (a las ${until}, hora de Islandia).`,
    testCards: 'Tarjetas de prueba',
    testCardsHint: 'Sirve cualquier fecha de caducidad futura y cualquier CVC de 3 cifras.',
    cards: {
      success: 'Pago correcto',
      declined: 'Tarjeta rechazada',
      insufficientFunds: 'Fondos insuficientes',
      threeDSecure: 'Verificación 3-D Secure',
    },
    useCard: 'Usar esta tarjeta',
    cardDetails: 'Datos de la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad',
    expiryHint: 'MM/AA',
    cvc: 'CVC',
    cvcHint: '3 o 4 cifras en el reverso de la tarjeta',
    pay: (amount) => `Pagar ${amount}`,
    cancel: 'Cancelar y volver',
    errorSummary: 'Revisa los datos de la tarjeta',
    errors: {
      number_required: 'Introduce el número de tarjeta',
      number_invalid: 'Este número de tarjeta no es válido',
      expiry_format: 'Introduce la caducidad como MM/AA',
      expiry_past: 'Esta tarjeta ha caducado',
      cvc_invalid: 'Introduce el código de seguridad de 3 o 4 cifras',
    },
    expiredTitle: 'Esta página de pago ha caducado',
    expiredBody: 'No se ha cobrado nada. Vuelve a la reserva para iniciar un nuevo pago.',
    succeededTitle: 'Este pago se ha completado',
    succeededBody: 'El pago se aceptó. No se puede realizar una segunda vez.',
    failedTitle: 'Este pago no se ha completado',
    failedBody: 'No se ha cobrado nada. Vuelve a la reserva para intentarlo de nuevo.',
    back: 'Volver a la reserva',
    unknownTitle: 'Página de pago no encontrada',
    unknownBody: 'Este enlace de pago no es válido.',
    challengeTitle: 'Verificación 3-D Secure',
    challengeBody: (amount, merchant) => `Tu banco te pide que confirmes el pago de ${amount} a ${merchant}.`,
    approve: 'Aprobar',
    deny: 'Rechazar',
  },
  fr: {
    dateLocale: 'fr-FR',
    title: 'Paiement test Vegur',
    testMode: 'MODE TEST : aucune vraie carte n’est débitée. Utilisez une des cartes de test ci-dessous.',
    merchant: 'Commerçant',
    amount: 'Montant',
    reference: 'Numéro de réservation',
    timeLeft: (m, until) => `Cette page de paiement expire dans ${m} min (à ${until}, heure islandaise).`,
    testCards: 'Cartes de test',
    testCardsHint: 'Toute date d’expiration future et tout cryptogramme à 3 chiffres conviennent.',
    cards: {
      success: 'Paiement accepté',
      declined: 'Carte refusée',
      insufficientFunds: 'Provision insuffisante',
      threeDSecure: 'Contrôle 3-D Secure',
    },
    useCard: 'Utiliser cette carte',
    cardDetails: 'Données de la carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration',
    expiryHint: 'MM/AA',
    cvc: 'Cryptogramme (CVC)',
    cvcHint: '3 ou 4 chiffres au dos de la carte',
    pay: (amount) => `Payer ${amount}`,
    cancel: 'Annuler et revenir',
    errorSummary: 'Vérifiez les données de la carte',
    errors: {
      number_required: 'Saisissez le numéro de carte',
      number_invalid: 'Ce numéro de carte n’est pas valide',
      expiry_format: 'Saisissez la date d’expiration au format MM/AA',
      expiry_past: 'Cette carte a expiré',
      cvc_invalid: 'Saisissez le cryptogramme à 3 ou 4 chiffres',
    },
    expiredTitle: 'Cette page de paiement a expiré',
    expiredBody: 'Aucun montant n’a été débité. Revenez à la réservation pour lancer un nouveau paiement.',
    succeededTitle: 'Ce paiement est terminé',
    succeededBody: 'Le paiement a été accepté. Il ne peut pas être effectué une seconde fois.',
    failedTitle: 'Ce paiement n’a pas abouti',
    failedBody: 'Aucun montant n’a été débité. Revenez à la réservation pour réessayer.',
    back: 'Revenir à la réservation',
    unknownTitle: 'Page de paiement introuvable',
    unknownBody: 'Ce lien de paiement n’est pas valide.',
    challengeTitle: 'Vérification 3-D Secure',
    challengeBody: (amount, merchant) =>
      `Votre banque vous demande de confirmer le paiement de ${amount} à ${merchant}.`,
    approve: 'Approuver',
    deny: 'Refuser',
  },
  is: {
    dateLocale: 'is-IS',
    title: 'Vegur prufugreiðsla',
    testMode:
      'PRÓFUNARHAMUR: ekkert raunverulegt kort er skuldfært. Notaðu eitt af prufukortunum hér fyrir neðan.',
    merchant: 'Söluaðili',
    amount: 'Upphæð',
    reference: 'Bókunarnúmer',
    timeLeft: (m, until) => `Þessi greiðslusíða rennur út eftir ${m} mín. (kl. ${until} að íslenskum tíma).`,
    testCards: 'Prufukort',
    testCardsHint: 'Hvaða gildistími í framtíðinni sem er og hvaða þriggja stafa öryggisnúmer sem er virka.',
    cards: {
      success: 'Greiðsla tekst',
      declined: 'Korti hafnað',
      insufficientFunds: 'Ónóg innistæða',
      threeDSecure: '3-D Secure staðfesting',
    },
    useCard: 'Nota þetta kort',
    cardDetails: 'Kortaupplýsingar',
    cardNumber: 'Kortanúmer',
    expiry: 'Gildistími',
    expiryHint: 'MM/ÁÁ',
    cvc: 'Öryggisnúmer (CVC)',
    cvcHint: '3 eða 4 tölustafir aftan á kortinu',
    pay: (amount) => `Greiða ${amount}`,
    cancel: 'Hætta við og snúa aftur',
    errorSummary: 'Athugaðu kortaupplýsingarnar',
    errors: {
      number_required: 'Sláðu inn kortanúmer',
      number_invalid: 'Þetta kortanúmer er ekki gilt',
      expiry_format: 'Sláðu inn gildistíma sem MM/ÁÁ',
      expiry_past: 'Þetta kort er útrunnið',
      cvc_invalid: 'Sláðu inn 3 eða 4 stafa öryggisnúmer',
    },
    expiredTitle: 'Þessi greiðslusíða er útrunnin',
    expiredBody: 'Engin greiðsla var tekin. Farðu aftur í bókunina til að hefja nýja greiðslu.',
    succeededTitle: 'Þessari greiðslu er lokið',
    succeededBody: 'Greiðslan var samþykkt. Ekki er hægt að greiða hana aftur.',
    failedTitle: 'Þessi greiðsla tókst ekki',
    failedBody: 'Engin greiðsla var tekin. Farðu aftur í bókunina til að reyna aftur.',
    back: 'Aftur í bókunina',
    unknownTitle: 'Greiðslusíða fannst ekki',
    unknownBody: 'Þessi greiðsluhlekkur er ekki gildur.',
    challengeTitle: '3-D Secure staðfesting',
    challengeBody: (amount, merchant) =>
      `Bankinn þinn biður þig að staðfesta greiðslu á ${amount} til ${merchant}.`,
    approve: 'Samþykkja',
    deny: 'Hafna',
  },
};

const CARD_ORDER: (keyof typeof TEST_CARDS)[] = ['success', 'declined', 'insufficientFunds', 'threeDSecure'];

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function textsOf(row: CheckoutRow | null, ctx: Context): PageTexts {
  const wanted = row?.locale ?? ctx.url.searchParams.get('locale');
  return TEXTS[isCheckoutLocale(wanted) ? wanted : 'en'];
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#17202a;background:#eef1f4}
main{max-width:34rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:1rem}
.test{background:#fff4ce;border:2px solid #b07d00;color:#4d3600;border-radius:8px;padding:.75rem 1rem;font-weight:600;margin-bottom:1rem}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
dl.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dl.summary dt{color:#4a5663}
dl.summary dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.5rem}
.muted{color:#4a5663;font-size:.9rem}
ul.cards{list-style:none;padding:0;margin:.5rem 0 0}
ul.cards li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;padding:.5rem 0;border-top:1px solid #e1e6eb}
code{font-size:1rem;letter-spacing:.03em}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font-size:1.1rem;padding:.65rem .75rem;border:1px solid #7a8794;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #1a5fb4;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.hint{color:#4a5663;font-size:.9rem;margin:.15rem 0 0}
.alert{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem;background:#fdecea}
.alert a{color:#8c1d18}
button{font:inherit;cursor:pointer;border-radius:8px;min-height:44px}
.primary{display:block;width:100%;margin-top:1.25rem;padding:.8rem 1rem;font-size:1.15rem;font-weight:700;color:#fff;background:#0b5394;border:0}
.secondary{padding:.4rem .8rem;background:#fff;color:#0b5394;border:2px solid #0b5394;font-weight:600}
.deny{background:#fff;color:#8c1d18;border:2px solid #8c1d18}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
.actions button{flex:1 1 10rem}
.back{display:inline-block;margin-top:1rem;color:#0b5394;font-weight:600}
@media (max-width:380px){.row{grid-template-columns:1fr}}
`;

function htmlResponse(
  status: number,
  locale: string,
  title: string,
  body: string,
  options: { script?: string; formAction?: string } = {},
): Response {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...(options.formAction ? [options.formAction] : [])].join(' ');
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${options.script ? `<script nonce="${nonce}">${options.script}</script>` : ''}
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Where the browser goes back to, with the outcome added as the gateways do. */
function returnUrl(row: CheckoutRow, status: 'succeeded' | 'failed' | 'cancelled' | 'expired'): string {
  const url = new URL(row.returnUrl);
  url.searchParams.set('status', status);
  if (status === 'failed' && row.failureCode) url.searchParams.set('code', row.failureCode);
  else url.searchParams.delete('code');
  return url.toString();
}

function summary(row: CheckoutRow, t: PageTexts): string {
  return `<dl class="summary">
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(row.merchant)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(row.reference)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatPrice(row.amount, 'ISK'))}</dd>
</dl>`;
}

function timeLeft(row: CheckoutRow, t: PageTexts, now: Date): string {
  const minutes = Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 60_000));
  const until = new Intl.DateTimeFormat(t.dateLocale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(row.expiresAt);
  return `<p class="muted">${escapeHtml(t.timeLeft(minutes, until))}</p>`;
}

// Fills the form from a test card's button (number, an expiry two years ahead, a CVC), after a
// refused submit moves focus to the error summary so screen readers announce it, and puts the
// slash into an expiry typed as digits only (a phone's numeric keypad has none).
const FILL_SCRIPT = `(function(){var e=document.getElementById('errors');if(e)e.focus();
var y=String((new Date().getFullYear()+2)%100).padStart(2,'0');
document.querySelectorAll('button[data-card]').forEach(function(b){b.addEventListener('click',function(){
document.getElementById('number').value=b.getAttribute('data-card');document.getElementById('expiry').value='12/'+y;
document.getElementById('cvc').value='123';document.getElementById('pay').focus();});});
var x=document.getElementById('expiry');if(x)x.addEventListener('input',function(ev){
if(ev.inputType&&ev.inputType.indexOf('delete')===0)return;
if(/^\\d{3,4}$/.test(x.value))x.value=x.value.slice(0,2)+'/'+x.value.slice(2);});})();`;

/** Absolute path of a page of this checkout (forms post there whatever the address looked like). */
const pathOf = (gateway: TestGateway, row: CheckoutRow, suffix = '') =>
  new URL(gateway.pageUrl(row, suffix)).pathname;

function cardPage(
  gateway: TestGateway,
  row: CheckoutRow,
  t: PageTexts,
  now: Date,
  status = 200,
  errors: Partial<Record<keyof CardForm, CardFieldError>> = {},
  values: Partial<CardForm> = {},
): Response {
  const field = (name: keyof CardForm, label: string, attributes: string, hint?: string): string => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    const value = name === 'cvc' ? '' : (values[name] ?? '');
    // The hint sits under the input so that inputs side by side line up whatever the hint's length.
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''} required>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="error" id="${name}-error">${escapeHtml(t.errors[error])}</p>` : ''}`;
  };
  const errorList = (Object.entries(errors) as [keyof CardForm, CardFieldError][])
    .map(([name, code]) => `<li><a href="#${name}">${escapeHtml(t.errors[code])}</a></li>`)
    .join('');
  const amount = formatPrice(row.amount, 'ISK');
  const body = `<p class="test" role="note">${escapeHtml(t.testMode)}</p>
<div class="card">
<h1>${escapeHtml(t.title)}</h1>
${summary(row, t)}
${timeLeft(row, t, now)}
</div>
${errorList ? `<div class="alert" role="alert" tabindex="-1" id="errors"><h2>${escapeHtml(t.errorSummary)}</h2><ul>${errorList}</ul></div>` : ''}
<form class="card" method="post" action="${escapeHtml(pathOf(gateway, row, '/pay'))}" novalidate>
<h2>${escapeHtml(t.cardDetails)}</h2>
${field('number', t.cardNumber, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">
<div>${field('expiry', t.expiry, `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escapeHtml(t.expiryHint)}"`, t.expiryHint)}</div>
<div>${field('cvc', t.cvc, 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', t.cvcHint)}</div>
</div>
<button class="primary" type="submit" id="pay">${escapeHtml(t.pay(amount))}</button>
<a class="back" href="${escapeHtml(returnUrl(row, 'cancelled'))}">${escapeHtml(t.cancel)}</a>
</form>
<section class="card" aria-labelledby="test-cards">
<h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<p class="muted">${escapeHtml(t.testCardsHint)}</p>
<ul class="cards">
${CARD_ORDER.map(
  (
    kind,
  ) => `<li><span><span id="card-${kind}">${escapeHtml(t.cards[kind])}</span><br><code>${grouped(TEST_CARDS[kind])}</code></span>
<button class="secondary" type="button" data-card="${grouped(TEST_CARDS[kind])}" aria-describedby="card-${kind}">${escapeHtml(t.useCard)}</button></li>`,
).join('\n')}
</ul>
</section>`;
  return htmlResponse(status, row.locale, t.title, body, {
    script: FILL_SCRIPT,
    formAction: new URL(row.returnUrl).origin,
  });
}

function endPage(row: CheckoutRow, t: PageTexts, state: 'expired' | 'succeeded' | 'failed', status: number) {
  const [title, text] =
    state === 'expired'
      ? [t.expiredTitle, t.expiredBody]
      : state === 'succeeded'
        ? [t.succeededTitle, t.succeededBody]
        : [t.failedTitle, t.failedBody];
  const body = `<p class="test" role="note">${escapeHtml(t.testMode)}</p>
<div class="card">
<h1>${escapeHtml(title)}</h1>
${summary(row, t)}
<p>${escapeHtml(text)}</p>
<a class="back" href="${escapeHtml(returnUrl(row, state))}">${escapeHtml(t.back)}</a>
</div>`;
  return htmlResponse(status, row.locale, `${title} – ${t.title}`, body);
}

function challengePage(gateway: TestGateway, row: CheckoutRow, t: PageTexts, now: Date): Response {
  const body = `<p class="test" role="note">${escapeHtml(t.testMode)}</p>
<div class="card">
<h1>${escapeHtml(t.challengeTitle)}</h1>
${summary(row, t)}
<p>${escapeHtml(t.challengeBody(formatPrice(row.amount, 'ISK'), row.merchant))}</p>
${timeLeft(row, t, now)}
<form method="post" action="${escapeHtml(pathOf(gateway, row, '/challenge'))}" class="actions">
<button class="primary" type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button class="primary deny" type="submit" name="decision" value="deny">${escapeHtml(t.deny)}</button>
</form>
</div>`;
  return htmlResponse(200, row.locale, `${t.challengeTitle} – ${t.title}`, body, {
    formAction: new URL(row.returnUrl).origin,
  });
}

function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

/** Reads an urlencoded form of at most 4 KB (the page's form is a few dozen bytes). */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new BookingError(
      'unsupported_media_type',
      'Send the form as application/x-www-form-urlencoded',
      415,
    );
  const text = await request.text();
  if (text.length > 4096) throw new BookingError('payload_too_large', 'Form too large', 413);
  return new URLSearchParams(text);
}

function gatewayOf(ctx: Context): TestGateway {
  if (!ctx.testGateway) throw new BookingError('not_found', 'No test gateway configured', 404);
  return ctx.testGateway;
}

async function load(ctx: Context): Promise<{ gateway: TestGateway; row: CheckoutRow | null }> {
  const gateway = gatewayOf(ctx);
  return { gateway, row: await gateway.get(ctx.params.ref ?? '') };
}

function unknownPage(ctx: Context): Response {
  const t = textsOf(null, ctx);
  return htmlResponse(
    404,
    'en',
    t.unknownTitle,
    `<div class="card"><h1>${escapeHtml(t.unknownTitle)}</h1><p>${escapeHtml(t.unknownBody)}</p></div>`,
  );
}

/**
 * Sends the signed outcome to the service's callback route through the same handler function the
 * public route uses (signature verified by `parseCallback`), and waits for it, so the return page
 * already sees the final state. An undelivered callback is sent again when the page is opened.
 */
async function deliver(ctx: Context, gateway: TestGateway, row: CheckoutRow): Promise<void> {
  const { body, headers } = gateway.signedEvent(gateway.event(row));
  try {
    const response = await ctx.dispatch(new Request(row.callbackUrl, { method: 'POST', headers, body }));
    if (response.ok) await gateway.markDelivered(row.ref);
    else console.error('test gateway callback refused', response.status, await response.text());
  } catch (error) {
    console.error('test gateway callback failed', error);
  }
}

/** The state of a checkout that can no longer take a card. */
async function closedPage(ctx: Context, gateway: TestGateway, row: CheckoutRow, status: number) {
  const t = textsOf(row, ctx);
  const state = checkoutState(row, ctx.now);
  if (state === 'succeeded' || state === 'failed') {
    if (!row.callbackDeliveredAt) await deliver(ctx, gateway, row);
    return endPage(row, t, state, status);
  }
  return endPage(row, t, 'expired', status === 200 ? 200 : 410);
}

export const testGatewayRoutes: Route[] = [
  route(
    'GET',
    '/test-gateway/checkout/:ref',
    async (ctx) => {
      const { gateway, row } = await load(ctx);
      if (!row) return unknownPage(ctx);
      const state = checkoutState(row, ctx.now);
      if (state === 'open') return cardPage(gateway, row, textsOf(row, ctx), ctx.now);
      if (state === 'challenge') return redirect(gateway.pageUrl(row, '/challenge'));
      return closedPage(ctx, gateway, row, 200);
    },
    true,
  ),

  route(
    'POST',
    '/test-gateway/checkout/:ref/pay',
    async (ctx) => {
      const { gateway, row } = await load(ctx);
      if (!row) return unknownPage(ctx);
      const form = await readForm(ctx.request);
      const values: CardForm = {
        number: (form.get('number') ?? '').slice(0, 40),
        expiry: (form.get('expiry') ?? '').slice(0, 10),
        cvc: (form.get('cvc') ?? '').slice(0, 10),
      };
      const result = await gateway.submitCard(row, values);
      switch (result.kind) {
        case 'invalid':
          return cardPage(gateway, result.row, textsOf(row, ctx), ctx.now, 422, result.errors, values);
        case 'challenge':
          return redirect(gateway.pageUrl(result.row, '/challenge'));
        case 'completed':
          await deliver(ctx, gateway, result.row);
          return redirect(returnUrl(result.row, result.row.status === 'succeeded' ? 'succeeded' : 'failed'));
        case 'closed':
          return closedPage(ctx, gateway, result.row, 409);
      }
    },
    true,
  ),

  route(
    'GET',
    '/test-gateway/checkout/:ref/challenge',
    async (ctx) => {
      const { gateway, row } = await load(ctx);
      if (!row) return unknownPage(ctx);
      if (checkoutState(row, ctx.now) !== 'challenge') return redirect(gateway.pageUrl(row));
      return challengePage(gateway, row, textsOf(row, ctx), ctx.now);
    },
    true,
  ),

  route(
    'POST',
    '/test-gateway/checkout/:ref/challenge',
    async (ctx) => {
      const { gateway, row } = await load(ctx);
      if (!row) return unknownPage(ctx);
      const decision = (await readForm(ctx.request)).get('decision');
      if (decision !== 'approve' && decision !== 'deny')
        throw new BookingError('validation_failed', 'decision must be approve or deny', 400);
      const settled = await gateway.decideChallenge(row, decision === 'approve');
      if (!settled) return closedPage(ctx, gateway, (await gateway.get(row.ref)) ?? row, 409);
      await deliver(ctx, gateway, settled);
      return redirect(returnUrl(settled, settled.status === 'succeeded' ? 'succeeded' : 'failed'));
    },
    true,
  ),
];
