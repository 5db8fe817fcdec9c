/** The comparison slider's handle stays between 3 % and 97 %, keyboard step 3. */
export const SLIDER_MIN = 3;
export const SLIDER_MAX = 97;
export const SLIDER_STEP = 3;

export function clampSliderPosition(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value));
}

/** The handle's position after a key press, or null when the key does not move it. */
export function sliderPositionForKey(position: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSliderPosition(position - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSliderPosition(position + SLIDER_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}

/** The handle's position under a pointer at `clientX` over a box starting at `left`, `width` wide. */
export function sliderPositionForPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return 50;
  return clampSliderPosition(((clientX - left) / width) * 100);
}
