'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { useTypedValues } from '@web/components/booking/ui/use-typed-values.ts';
import styles from '@web/features/checkin/checkin.module.css';
import type { SignActionState } from '@web/features/checkin/signature/action.ts';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';

export interface SignatureLabels {
  name: string;
  modeLegend: string;
  draw: string;
  type: string;
  padLabel: string;
  padHint: string;
  clear: string;
  typedLabel: string;
  typedHint: string;
  accept: string;
  sign: string;
  signing: string;
  errors: Record<Exclude<SignActionState['error'], null>, string>;
}

const WIDTH = 600;
const HEIGHT = 200;

function Submit({ label, pending }: { label: string; pending: string }) {
  const status = useFormStatus();
  return (
    <button type="submit" className={ui.button} aria-disabled={status.pending} data-testid="sign-button">
      {status.pending ? pending : label}
    </button>
  );
}

/** The typed name in a handwriting face, drawn on a canvas so the service receives a PNG either way. */
function typedSignature(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#111827';
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  let size = 56;
  do {
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
    size -= 4;
  } while (context.measureText(name).width > WIDTH - 40 && size > 16);
  context.fillText(name, WIDTH / 2, HEIGHT - 60);
  return canvas.toDataURL('image/png');
}

/**
 * The signature: drawn with a finger, pen or mouse (pointer events cover all three), or typed
 * (the keyboard way). Either becomes a PNG stored with the signed agreement.
 */
export function SignatureForm({
  action,
  token,
  contractSha256,
  locale,
  defaultName,
  labels,
}: {
  action: (state: SignActionState, form: FormData) => Promise<SignActionState>;
  token: string;
  contractSha256: string;
  locale: string;
  defaultName: string;
  labels: SignatureLabels;
}) {
  const id = useId();
  const [state, formAction] = useActionState(action, { error: null });
  // React resets the form after each try, also one refused here for want of a signature: the name
  // the visitor wrote stays as written (use-typed-values.ts).
  const { bind } = useTypedValues<'signerName'>({ signerName: defaultName });
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState('');
  const [inked, setInked] = useState(false);
  const [localError, setLocalError] = useState<'signature' | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
    };
  };

  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.strokeStyle = '#111827';
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };

  const clear = () => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    setInked(false);
  };

  const submit = (form: FormData) => {
    const signature =
      mode === 'draw'
        ? inked
          ? (canvas.current?.toDataURL('image/png') ?? '')
          : ''
        : typed.trim().length >= 2
          ? typedSignature(typed.trim())
          : '';
    if (!signature) {
      setLocalError('signature');
      return;
    }
    setLocalError(null);
    form.set('signature', signature);
    formAction(form);
  };

  const error = localError ?? state.error;
  return (
    <form action={submit} data-testid="signature-form" data-inked={inked}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="contractSha256" value={contractSha256} />
      <input type="hidden" name="locale" value={locale} />
      {error ? (
        <div className={ui.alert} role="alert" data-error={error}>
          <p>{state.nameError && error === 'name' ? state.nameError : labels.errors[error]}</p>
        </div>
      ) : null}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-name`}>
          {labels.name}
        </label>
        <input
          className={ui.input}
          id={`${id}-name`}
          {...bind('signerName')}
          autoComplete="name"
          required
          aria-invalid={error === 'name' ? true : undefined}
        />
      </div>
      <fieldset className={styles.modes}>
        <legend className={ui.label}>{labels.modeLegend}</legend>
        {(['draw', 'type'] as const).map((value) => (
          <label key={value} className={ui.checkbox}>
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {labels[value]}
          </label>
        ))}
      </fieldset>
      {mode === 'draw' ? (
        <div className={ui.field}>
          <p className={ui.hint} id={`${id}-pad-hint`}>
            {labels.padHint}
          </p>
          <div className={styles.pad}>
            <canvas
              ref={canvas}
              width={WIDTH}
              height={HEIGHT}
              role="img"
              aria-label={labels.padLabel}
              aria-describedby={`${id}-pad-hint`}
              data-testid="signature-pad"
              onPointerDown={(event) => {
                event.preventDefault();
                event.currentTarget.setPointerCapture(event.pointerId);
                const p = point(event);
                drawing.current = p;
                line(p, { x: p.x + 0.1, y: p.y + 0.1 });
              }}
              onPointerMove={(event) => {
                const from = drawing.current;
                if (!from) return;
                const to = point(event);
                line(from, to);
                drawing.current = to;
                if (Math.hypot(to.x - from.x, to.y - from.y) > 0) setInked(true);
              }}
              onPointerUp={() => {
                drawing.current = null;
              }}
              onPointerCancel={() => {
                drawing.current = null;
              }}
            />
            <span className={styles.baseline} aria-hidden="true" />
          </div>
          <button type="button" className={ui.buttonGhost} onClick={clear}>
            {labels.clear}
          </button>
        </div>
      ) : (
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-typed`}>
            {labels.typedLabel}
          </label>
          <input
            className={ui.input}
            id={`${id}-typed`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            aria-describedby={`${id}-typed-hint`}
            autoComplete="off"
          />
          <p className={ui.hint} id={`${id}-typed-hint`}>
            {labels.typedHint}
          </p>
          <p className={styles.typed} aria-hidden="true">
            {typed}
          </p>
        </div>
      )}
      <p>{labels.accept}</p>
      <div className={ui.actions}>
        <Submit label={labels.sign} pending={labels.signing} />
      </div>
    </form>
  );
}
