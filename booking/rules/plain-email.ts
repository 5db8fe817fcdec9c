import type { Locale } from '../../domain/index.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A short e-mail of paragraphs under the brand's name (the check-in and return-report mails): the
 * same words as text and as simple inline-styled HTML, which every mail client shows alike.
 */
export function plainEmail(view: {
  locale: Locale;
  brandName: string;
  subject: string;
  paragraphs: string[];
}): {
  subject: string;
  text: string;
  html: string;
} {
  const { subject, paragraphs } = view;
  const html = `<!doctype html>
<html lang="${view.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1d2733;background:#ffffff;line-height:1.5;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0b3d5c;">${escapeHtml(view.brandName)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 12px;">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
</body>
</html>`;
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html };
}
