/** A swipe or drag must travel more than this many pixels to change the image */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The image to show after a drag of `deltaX` pixels (negative = towards the next image):
 * exactly one step when the drag is longer than the threshold, never past either end.
 */
export function indexAfterDrag(
  current: number,
  deltaX: number,
  count: number,
  threshold = SWIPE_THRESHOLD_PX,
): number {
  if (count <= 1 || Math.abs(deltaX) <= threshold)
    return clampIndex(current, count);
  return clampIndex(current + (deltaX < 0 ? 1 : -1), count);
}

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}
