import { ICONS, isIconName } from './icons.ts';

export interface IconProps {
  name: string | null | undefined;
  size?: number;
  /** Without a label the icon is decorative (hidden from assistive technology). */
  label?: string;
  className?: string;
}

/**
 * An icon by name, inlined on the server (see icons.ts). An unknown name is logged and draws
 * nothing. Keep this out of client components: pass the
 * rendered icon as a prop instead, so the icon set never reaches the browser bundle.
 */
export function Icon({ name, size = 20, label, className }: IconProps) {
  if (!isIconName(name)) {
    console.error(`Icon could not be loaded: ${String(name)}`);
    return null;
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
